import Foundation
import SelectionTerminal
import Testing

/// A failed write is an error value, never a trap (issue 14): `/dev/full`, a closed pipe.
@Suite struct StandardStreamsWriteTests {
    @Test func aFullDeviceIsAnErrorNamingTheStream() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes: [UInt8] = Array("result\n".utf8)
        let failure = #expect(throws: StandardStreams.Failure.self) {
            try bytes.withUnsafeBufferPointer { try StandardStreams.writeAll($0.baseAddress, count: $0.count, to: descriptor) }
        }
        #expect(failure?.code == ENOSPC)
        #expect(failure?.isBrokenPipe == false)
        #expect(failure?.description == "cannot write descriptor \(descriptor): No space left on device")
    }

    @Test func aClosedPipeIsABrokenPipe() throws {
        StandardStreams.ignoreBrokenPipeSignal()
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let bytes: [UInt8] = Array("result\n".utf8)
        let failure = #expect(throws: StandardStreams.Failure.self) {
            try bytes.withUnsafeBufferPointer { try StandardStreams.writeAll($0.baseAddress, count: $0.count, to: ends[1]) }
        }
        #expect(failure?.code == EPIPE)
        #expect(failure?.isBrokenPipe == true)
    }
}
