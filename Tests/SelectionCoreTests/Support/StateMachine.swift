@testable import SelectionCore

/// A machine driven by `send(_:)`: what ``expectTransition(_:_:events:_:sourceLocation:)``
/// can drive.
protocol StateMachine: Equatable {
    associatedtype Action
    associatedtype Event: Equatable
    mutating func send(_ action: Action) -> [Event]
}

extension ListState: StateMachine {}
extension DropDownState: StateMachine {}
extension ComboBoxState: StateMachine {}
extension TextFieldState: StateMachine {}
