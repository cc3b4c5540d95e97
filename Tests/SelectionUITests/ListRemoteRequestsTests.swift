import SelectionCore
import SelectionTerminal
import Testing

@testable import SelectionUI

/// Requests from outside (`sel choose --listen`) reach a list prompt as the host's events and
/// leave as effects: the prompt asks to listen at its start, performs commands as a bound key
/// would, and answers a state request with fzf's JSON; nothing is started.
@Suite struct ListRemoteRequestsTests {
    final class FakeRemote: RemoteControlling {
        func attach(to inbox: PromptInbox) {}
        func takeRequests() -> [RemoteRequest] { [] }
        func answer(_ request: Int, with json: String) {}
    }

    @Test func commandsArePerformedAndTheStateIsAnsweredAsAnEffect() {
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        configuration.commands.scripting.remote = FakeRemote()
        let fake = ListPromptEffectsTests.FakePerformer(lines: ["alpha", "beta"])
        var runner = PromptRunner(DropDown(feed: ItemFeed(), configuration: configuration), context: ListPromptEffectsTests.context)
        runner.effects = fake
        runner.start(reportingTo: PromptInbox())
        runner.advance(to: .zero)
        #expect(fake.performed == ["watch", "read items", "listen"])
        fake.performed = []
        let requests: [RemoteRequest] = [.perform([.setQuery("b")]), .reportState(request: 7, limit: 10, offset: 0)]
        runner.handle(.completed(EffectResult(.remoteRequests(requests), serial: 100)), now: .milliseconds(10))
        #expect(runner.prompt.state.list.items.compactMap(\.option?.label) == ["beta"])
        #expect(
            fake.performed == [
                #"answer #7 {"reading":false,"progress":100,"query":"b","position":0,"sort":true,"totalCount":2,"matchCount":1,"#
                    + #""current":{"index":1,"text":"beta","positions":[0]},"matches":[{"index":1,"text":"beta","positions":[0]}],"#
                    + #""selected":[]}"#
            ])
        // An accept from outside ends the prompt with the highlighted item.
        runner.handle(.completed(EffectResult(.remoteRequests([.perform([.accept])]), serial: 101)), now: .milliseconds(20))
        #expect(runner.result == .chosen(1))
    }

    @Test func stringsAreEscapedAsGoEscapesThem() {
        #expect(ListStatusJSON<Int>.quoted("a\"b\\c\n<&>\u{1}\u{2028}é") == #""a\"b\\c\n\u003c\u0026\u003e\u0001\u2028é""#)
        #expect(ListStatusJSON<Int>.scalarPositions(ofByteOffsets: [0, 3, 4], in: "éab") == [0, 2])
    }
}
