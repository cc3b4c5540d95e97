import Foundation
import SelectionUI
import Testing

/// `--remember`'s ranking: the last choice first, then frecency, then the rest in order; a text
/// form that keeps any bytes; bounded size; and no lost update when writers race.
@Suite struct ChoiceMemoryTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theLastChoiceComesFirstThenTheOftenChosenThenTheRest() {
        var memory = ChoiceMemory()
        memory.record([bytes("often")], at: 1_000)
        memory.record([bytes("often")], at: 1_001)
        memory.record([bytes("once")], at: 1_002)
        memory.record([bytes("last")], at: 1_003)
        let items = ["a", "once", "b", "last", "often", "c"].map(bytes)
        #expect(memory.order(items, at: 1_010) == [3, 4, 1, 0, 2, 5])
    }

    @Test func recencyWeighsAgainstFrequency() {
        var memory = ChoiceMemory()
        for time in 0..<3 { memory.record([bytes("old")], at: Int64(time)) }
        memory.record([bytes("new")], at: 1_000_000)
        memory.record([bytes("last")], at: 1_000_001)
        // old: 3 × 0.25 (weeks ago); new: 1 × 4 (this hour).
        #expect(memory.order(["old", "new", "last"].map(bytes), at: 1_000_002) == [2, 1, 0])
    }

    @Test func aRepeatedItemRanksOnce() {
        var memory = ChoiceMemory()
        memory.record([bytes("x")], at: 0)
        #expect(memory.order(["y", "x", "x"].map(bytes), at: 1) == [1, 0, 2])
    }

    @Test func theTextKeepsAnyBytes() {
        var memory = ChoiceMemory()
        let odd: [[UInt8]] = [bytes("two\nlines"), [0x62, 0xFF, 0x00, 0x25, 0x09], bytes("100% sure")]
        memory.record(odd, at: 5)
        memory.record([bytes("plain")], at: 6)
        let read = ChoiceMemory(parsing: memory.serialized)
        #expect(read == memory)
        #expect(!memory.serialized.split(separator: 0x0A).contains { $0.contains(0x0A) })
    }

    @Test func itStaysUnderOneMebibyteAfterTenThousandChoices() {
        var memory = ChoiceMemory()
        for index in 0..<10_000 {
            memory.record([Array(String(repeating: "\(index % 10)", count: 990).utf8) + bytes("\(index)")], at: Int64(index))
        }
        #expect(memory.entries.count <= ChoiceMemory.capacity)
        #expect(memory.serialized.count <= 1 << 20)
    }

    @Test func countsAgeOnceTheyAddUpPastTenThousand() {
        var memory = ChoiceMemory()
        for index in 0..<10_001 { memory.record([bytes(index % 2 == 0 ? "even" : "odd")], at: Int64(index)) }
        let total = memory.entries.values.reduce(0) { $0 + $1.count }
        #expect(total <= 10_000)
        #expect(memory.entries.count == 2)
    }

    /// StateFileFuzzer found it: a choice made as the counts aged was aged away with them.
    @Test func aNewChoiceMadeAsCountsAgeIsRemembered() {
        var memory = ChoiceMemory()
        for index in 0..<10_000 { memory.record([bytes("old")], at: Int64(index)) }
        memory.record([bytes("new")], at: 10_000)
        #expect(memory.entries[bytes("new")]?.count == 1)
        #expect(memory.entries[bytes("old")]?.count == 9_000)
        #expect(ChoiceMemory(parsing: memory.serialized) == memory)
    }

    /// StateFileFuzzer found it: an item on two lines (an edited file) kept the first line's
    /// entry but the second's choice number, so the memory did not read back as written.
    @Test func anItemOnTwoLinesKeepsItsLaterChoice() {
        let memory = ChoiceMemory(parsing: Array("1.5\t1700000100\t6\tdocs\n3\t1700000000\t2\tdocs\n1\t1700000000\t1\tsrc\n".utf8))
        #expect(memory.entries[bytes("docs")]?.choice == 6)
        #expect(memory.entries[bytes("docs")]?.count == 1.5)
        #expect(ChoiceMemory(parsing: memory.serialized) == memory)
    }

    /// StateFileFuzzer found it: raw control bytes in a foreign line are written `%XX`, so an item
    /// that fits as read could be too long as written, and the memory's own text did not read back.
    @Test func anItemThatWouldNotFitAsWrittenIsNotRead() {
        let controls = [UInt8](repeating: 0x07, count: 400)
        let memory = ChoiceMemory(parsing: Array("1\t1700000000\t1\t".utf8) + controls + Array("\n1\t1700000000\t1\tok\n".utf8))
        #expect(memory.entries.keys.map { String(decoding: $0, as: UTF8.self) } == ["ok"])
        #expect(ChoiceMemory.unreadableLines(in: memory.serialized) == 0)
    }

    @Test func twoWritersAtOnceLoseNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("remember-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ChoiceMemoryFile(path: Array((directory.path + "/sub/name").utf8))
        let failures = Failures()
        let group = DispatchGroup()
        for writer in ["first", "second"] {
            group.enter()
            Thread.detachNewThread {
                for time in 0..<1_000 {
                    do { try file.record([Array(writer.utf8)], at: Int64(time)) } catch { failures.add("\(error)") }
                }
                group.leave()
            }
        }
        group.wait()
        #expect(failures.all.isEmpty)
        let memory = try file.load()
        #expect(memory.entries[Array("first".utf8)]?.count == 1_000)
        #expect(memory.entries[Array("second".utf8)]?.count == 1_000)
        #expect(memory.lastChoice == 2_000)
    }
}

/// Errors seen by the writer threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ error: String) { lock.withLock { errors.append(error) } }
    var all: [String] { lock.withLock { errors } }
}
