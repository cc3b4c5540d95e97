import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A prompt built once its whole input is read (`sel choose --json`): the indicator at once,
/// the keys typed meanwhile replayed in order, Esc at any moment, a failure kept for the caller.
@Suite struct LoadingPromptTests {
    /// A gate the builder waits at, opened by the test.
    final class Gate: Sendable {
        private let isOpen = Atomic<Bool>(false)
        func open() { isOpen.store(true, ordering: .releasing) }
        func wait() { while !isOpen.load(ordering: .acquiring) { usleep(1000) } }
    }

    struct Unreadable: Error, Equatable {}

    private static let filtering = ListPromptConfiguration(filters: true)

    @Test func showsTheIndicatorThenBecomesThePromptWithTheKeysTypedMeanwhile() async {
        let gate = Gate()
        let loading = LoadingPrompt(title: "Fruit") { () -> DropDown<String> in
            gate.wait()
            return DropDown("Fruit", options: ["apple", "banana", "mango", "cherry"], configuration: Self.filtering)
        }
        var driver = PromptDriver(loading, terminal: VirtualTerminal(width: 40, height: 12))
        #expect(driver.snapshot.trimmedLines.first == "Fruit: ⠋ Reading input…")
        driver.advance(by: .milliseconds(90))
        #expect(driver.snapshot.trimmedLines.first == "Fruit: ⠙ Reading input…")
        driver.type("an")
        driver.press(.down)
        gate.open()
        await driver.settle(until: { $0.prompt.prompt != nil })
        // "an" narrowed the list to mango and banana; Down moved to the second.
        #expect(driver.prompt.prompt?.query == "an")
        #expect(driver.prompt.prompt?.state.list.items.map(\.option?.label) == ["mango", "banana"])
        driver.press(.enter)
        #expect(driver.result == .chosen("banana"))
        #expect(driver.prompt.failure == nil)
    }

    @Test func escapeCancelsWhileReading() {
        let gate = Gate()
        let loading = LoadingPrompt { () -> DropDown<String> in
            gate.wait()
            return DropDown("Fruit", options: ["apple"])
        }
        var driver = PromptDriver(loading, terminal: VirtualTerminal(width: 40, height: 12))
        #expect(driver.snapshot.trimmedLines.first == "⠋ Reading input…")
        driver.press(.escape)
        #expect(driver.result == .cancelled)
        gate.open()
    }

    @Test func aFailedBuildCancelsAndKeepsTheError() async {
        let loading = LoadingPrompt { () throws -> DropDown<String> in throw Unreadable() }
        var driver = PromptDriver(loading, terminal: VirtualTerminal(width: 40, height: 12))
        await driver.settle(until: { $0.result != nil })
        #expect(driver.result == .cancelled)
        #expect(loading.failure as? Unreadable == Unreadable())
    }
}
