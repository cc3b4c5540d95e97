import SelectionCore
import SelectionTerminal

extension DatePicker: LineModePrompt {
    /// The day typed as `YYYY-MM-DD` (`CalendarDialogue`), asked again until it can be chosen.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<WheelDate> {
        try PlainHost.run(CalendarDialogue(title: calendar.title, state: calendar.state), on: device, timeout: timeout)
            .map(\.lowerBound)
    }
}

extension DateRangePicker: LineModePrompt {
    /// The first and last day typed on one line (`CalendarDialogue`).
    package func askInLineMode(
        on device: some LineDevice, timeout: Duration?
    ) throws(TerminalError) -> PromptResult<ClosedRange<WheelDate>> {
        try PlainHost.run(CalendarDialogue(title: calendar.title, state: calendar.state), on: device, timeout: timeout)
    }
}
