/// What the user does in a form. A move carries the value the focused field's editor holds
/// (nil when it holds nothing new: a closed popover), which becomes the field's answer.
package enum FormAction: Sendable, Equatable {
    /// Enter or Tab: to the next field shown, or finish after the last one; refused while the
    /// focused field's answer fails a rule.
    case next(committing: FormValue?)
    /// Shift-Tab: to the field before, across groups.
    case previous(committing: FormValue?)
    /// A click on a field of the page.
    case focus(FormState.Position, committing: FormValue?)
    /// Page Down: to the first field of the next group shown.
    case nextGroup(committing: FormValue?)
    /// Page Up: to the first field of the group before.
    case previousGroup(committing: FormValue?)
    /// Opens the focused field's popover.
    case open
    /// Closes the popover, keeping the answer.
    case close
    /// Esc: closes the popover when one is open, else asks whether to leave.
    case escape
    /// The answer to "leave the form?": true leaves, false stays.
    case leave(Bool)
}

/// What changed after an action.
package enum FormEvent: Sendable, Equatable {
    /// The focus moved to this field (its editor is made again).
    case focused(FormState.Position)
    /// The focused field's popover opened.
    case opened
    /// The popover closed.
    case closed
    /// A move or the end was refused: the field and why.
    case refused(key: String, problem: String)
    /// Every answer passed: the answers of the fields shown, in order.
    case finished([FormState.Answer])
    /// The user is asked whether to leave.
    case askedToLeave
    /// The user chose to leave.
    case left
}
