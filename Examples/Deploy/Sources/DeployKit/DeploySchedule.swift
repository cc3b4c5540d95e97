import SelectionKit

/// When the deploy goes out, and the change ticket that allows it: the two questions asked after
/// the plan, with the controls of issue 28 — a text input with a check, and a calendar opened
/// from a drop-down's trigger.
public struct DeploySchedule: Sendable, Equatable, CustomStringConvertible {
    /// The change ticket, `OPS-` and digits.
    public var ticket: String
    /// The day it goes out.
    public var day: WheelDate

    /// Creates a schedule.
    public init(ticket: String, day: WheelDate) {
        self.ticket = ticket
        self.day = day
    }

    /// `OPS-1234 on 2026-12-01`.
    public var description: String { "\(ticket) on \(day)" }

    /// The change ticket: `OPS-` and at least one digit; Enter is refused with a message until it is.
    public static var ticketQuestion: TextInput {
        TextInput("Ticket", placeholder: "OPS-1234", minimumLength: 5) { text in
            let digits = text.dropFirst(4)
            return text.hasPrefix("OPS-") && !digits.isEmpty && digits.allSatisfy(\.isNumber) ? nil : "a ticket is OPS- and digits"
        }
    }

    /// The day: a drop-down calendar from `today` on, weekends disabled (nobody deploys on a Saturday).
    ///
    /// - Parameter today: The first day that can be chosen, and where the calendar opens.
    public static func dayQuestion(today: WheelDate) -> DatePicker {
        DatePicker("Day", minimum: today, disabledWeekdays: [0, 6], today: today, style: .dropDown(placeholder: "Pick a day"))
    }

    /// Asks for the ticket, then the day, on `backend`; nil when the user cancels either.
    ///
    /// - Parameters:
    ///   - backend: Where the prompts run.
    ///   - today: The first day that can be chosen.
    ///   - options: How they are presented.
    public static func ask(
        on backend: some TerminalBackend, today: WheelDate, options: PromptHost.Options = PromptHost.Options()
    ) async throws(TerminalError) -> DeploySchedule? {
        guard let ticket = try await ticketQuestion.run(on: backend, options: options).value,
            let day = try await dayQuestion(today: today).run(on: backend, options: options).value
        else { return nil }
        return DeploySchedule(ticket: ticket, day: day)
    }

    /// Asks for the ticket, then the day, in the terminal.
    public static func ask(today: WheelDate) async throws(TerminalError) -> DeploySchedule? {
        guard let ticket = try await ticketQuestion.run().value, let day = try await dayQuestion(today: today).run().value else {
            return nil
        }
        return DeploySchedule(ticket: ticket, day: day)
    }
}
