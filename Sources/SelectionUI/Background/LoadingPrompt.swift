import SelectionCore
import SelectionTerminal

/// A prompt that can only be built once its whole input is read (a JSON document): shows a reading indicator at once, builds the prompt on a thread of its own, then
/// becomes that prompt, replaying the keys typed meanwhile in order.
///
/// ```swift
/// let loading = LoadingPrompt(title: "Colour") {
///     let document = try StandardStreams.readAll(from: 0)   // may take a while
///     return DropDown("Colour", options: try parseOptions(document))
/// }
/// let result = try PromptHost.run(loading)
/// if let error = loading.failure { print("could not read the options: \(error)") }
/// ```
///
/// While loading, Esc cancels and Ctrl-C interrupts at once (the builder's thread is left to
/// finish on its own; its result is dropped). When the builder throws, the prompt ends as
/// ``PromptResult/cancelled`` and ``failure`` holds the error.
package struct LoadingPrompt<Loaded: Prompt & SendableMetatype>: Prompt {
    /// What the built prompt returns.
    package typealias Value = Loaded.Value

    /// The title shown before the indicator.
    package let title: String?
    private let loader: Loader
    private var loaded: Loaded?
    private var inbox: PromptInbox?
    private var typedMeanwhile: [PromptEvent] = []
    private var nextFrame: Duration?

    /// Creates a prompt built by `build`, which runs on a thread of its own once the host starts.
    package init(title: String? = nil, build: @escaping @Sendable () throws -> Loaded) {
        self.title = title
        self.loader = Loader(build: build)
    }

    /// The error the builder threw, if it did (read it after the run; shared by every copy).
    package var failure: (any Error)? { loader.failure }

    /// The built prompt, once there is one.
    package var prompt: Loaded? { loaded }

    // MARK: Prompt

    /// One row while loading; then the built prompt's height.
    package func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        loaded?.preferredHeight(in: screen, context: context) ?? 1
    }

    /// Starts the builder.
    package mutating func start(reportingTo inbox: PromptInbox) {
        self.inbox = inbox
        loader.start(reportingTo: inbox)
    }

    /// Passes the region on to the built prompt.
    package mutating func prepare(for context: PromptContext) {
        if loaded != nil {
            loaded?.prepare(for: context)
        } else if nextFrame == nil {
            nextFrame = context.now + Spinner.interval
        }
    }

    /// The spinner's next frame, then the built prompt's own deadline.
    package var deadline: Duration? { loaded == nil ? nextFrame : loaded?.deadline }

    /// The built prompt's wish for motion reports.
    package var tracksPointerMotion: Bool { loaded?.tracksPointerMotion ?? false }

    /// While loading: keys and pastes wait, Esc cancels, ticks turn the spinner; once built,
    /// every event goes to the built prompt.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        if loaded != nil { return handleLoaded(event, context: context) }
        switch event {
        case .background(.inputEnded):
            return becomeLoaded(context: context)
        case .key(let key) where key.kind != .release && key.key == .escape && key.modifiers.isEmpty:
            return .finish(.cancelled)
        case .key, .paste:
            typedMeanwhile.append(event)
        case .tick:
            if let due = nextFrame, context.now >= due { nextFrame = context.now + Spinner.interval }
        case .mouse, .resize, .background:
            break
        }
        return .proceed
    }

    private mutating func handleLoaded(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        guard var prompt = loaded else { return .proceed }
        defer { loaded = prompt }
        return prompt.handle(event, context: context)
    }

    private mutating func becomeLoaded(context: PromptContext) -> PromptStep<Value> {
        guard let built = loader.built else { return .finish(.cancelled) }
        var prompt = built
        if let inbox { prompt.start(reportingTo: inbox) }
        prompt.prepare(for: context)
        loaded = prompt
        let typed = typedMeanwhile
        typedMeanwhile = []
        var effects: [PromptEffect] = []
        for event in typed {
            let step = handleLoaded(event, context: context)
            if let result = step.result { return .finish(result) }
            effects += step.effects
        }
        return .proceed(performing: effects)
    }

    /// `⠋ Reading input…` after the title, or the built prompt.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        if let loaded { return loaded.render(into: &buffer, context: context) }
        var x = 0
        if let title { x = buffer.write(title + ": ", at: Point(x: 0, y: 0), style: context.theme.title) }
        buffer.write(
            Spinner.frame(at: context.now) + " Reading input…", at: Point(x: x, y: 0), style: context.theme.help, overflow: .ellipsis)
        return nil
    }

    /// The built prompt's summary.
    package func summary(of result: PromptResult<Value>) -> String? {
        loaded?.summary(of: result)
    }

    /// Runs the builder on its own thread and keeps what it made, shared by the prompt's copies.
    final class Loader: Sendable {
        /// What the builder made, and whether it was started.
        private struct State {
            /// The built prompt is made on the builder's thread and handed to the host loop's,
            /// which alone uses it from then on.
            var result: Result<HandOver<Loaded>, any Error>?
            var isStarted = false
        }

        private let build: @Sendable () throws -> Loaded
        private let state = Locked(State())

        init(build: @escaping @Sendable () throws -> Loaded) { self.build = build }

        var built: Loaded? { state.withLock { try? $0.result?.get().value } }

        var failure: (any Error)? {
            state.withLock {
                guard case .failure(let error) = $0.result else { return nil }
                return error
            }
        }

        private func run(reportingTo inbox: PromptInbox) {
            let outcome = Result { HandOver(try build()) }
            state.withLock { $0.result = outcome }
            inbox.post(.inputEnded(count: 0))
        }

        func start(reportingTo inbox: PromptInbox) {
            let isFirst = state.withLock { state in
                defer { state.isStarted = true }
                return !state.isStarted
            }
            guard isFirst else { return }
            let started = BackgroundThread.start { [self] in run(reportingTo: inbox) }
            if !started {
                state.withLock { $0.result = .failure(TerminalError.system("could not start a thread to read the input")) }
                inbox.post(.inputEnded(count: 0))
            }
        }
    }
}
