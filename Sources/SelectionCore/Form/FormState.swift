/// The state of a form: its groups of fields, the answers, which field has the focus and whether
/// its popover is open, the problems found, and whether the user is asked to leave.
///
/// ```
/// groups ─▶ resolved (the fields shown, with their answers or defaults) ─▶ focus, problems
/// ```
///
/// The editors themselves (a text field, a list) are the prompts' business: an action carries the
/// value the focused field's editor holds when the user moves on, and the state keeps it. A field
/// is shown when its group's and its own ``FormCondition`` hold for the answers before it; a
/// default's `{key}` stands for the answer of the field `key` (`{{` and `}}` for braces).
package struct FormState: Sendable, Equatable {
    /// How a field is edited.
    package enum Role: Sendable, Hashable {
        /// In place, while it has the focus: text, a number, a confirmation.
        case inline
        /// In a popover opened from the field (Enter, Space, a click) and closed again (Esc).
        case popover
        /// Text only: never focused, no answer.
        case note
    }

    /// One field.
    package struct Field: Sendable, Equatable {
        /// The answer's name.
        package var key: String
        /// The field's name on screen.
        package var title: String
        /// How it is edited.
        package var role: Role
        /// What the answer must pass.
        package var rules: [FormRule]
        /// When the field is shown; nil for always.
        package var condition: FormCondition?
        /// The answer until one is given; `{key}` in text stands for an earlier answer.
        package var defaultValue: FormValue?

        package init(
            key: String, title: String, role: Role, rules: [FormRule] = [], condition: FormCondition? = nil,
            defaultValue: FormValue? = nil
        ) {
            self.key = key
            self.title = title
            self.role = role
            self.rules = rules
            self.condition = condition
            self.defaultValue = defaultValue
        }
    }

    /// A page of fields.
    package struct Group: Sendable, Equatable {
        /// The page's title, if any.
        package var title: String?
        /// The fields, in order.
        package var fields: [Field]
        /// When the page is shown; nil for always.
        package var condition: FormCondition?

        package init(title: String? = nil, fields: [Field], condition: FormCondition? = nil) {
            self.title = title
            self.fields = fields
            self.condition = condition
        }
    }

    /// Where a field is: its group and its index in the group.
    package struct Position: Sendable, Hashable, Comparable {
        package var group: Int
        package var field: Int

        package init(group: Int, field: Int) {
            self.group = group
            self.field = field
        }

        package static func < (left: Position, right: Position) -> Bool {
            (left.group, left.field) < (right.group, right.field)
        }
    }

    /// One answer of a finished form: nil when an optional field was left without one.
    package struct Answer: Sendable, Equatable {
        package var key: String
        package var value: FormValue?

        package init(key: String, value: FormValue?) {
            self.key = key
            self.value = value
        }
    }

    /// The groups, as given.
    package let groups: [Group]
    /// The answers given, by key (hidden fields keep theirs, in case they are shown again).
    package internal(set) var answers: [String: FormValue] = [:]
    /// The field with the focus; nil when no field can be focused.
    package internal(set) var focus: Position?
    /// Whether the focused field's popover is open.
    package internal(set) var isOpen = false
    /// Why fields' answers are refused, by key.
    package internal(set) var problems: [String: String] = [:]
    /// Whether the user is asked whether to leave the form.
    package internal(set) var isAskingToLeave = false
    /// Why the form did not finish (`Cannot finish: Region is required`); cleared by the next move.
    package internal(set) var notice: String?

    package init(groups: [Group]) {
        self.groups = groups
        focus = resolved.focusable.first
    }

    /// The field at `position`.
    package func field(at position: Position) -> Field { groups[position.group].fields[position.field] }

    /// The focused field, if any.
    package var focusedField: Field? { focus.map(field(at:)) }

    /// The group shown: the focused field's, else the first.
    package var page: Int { focus?.group ?? 0 }
}
