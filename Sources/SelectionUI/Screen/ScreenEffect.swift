/// A ``ControlEffect`` as the screen carries it out: the same requests, with a notification
/// already stamped with the control's id and its value's type erased behind its handle.
enum ScreenEffect {
    /// Show the control's popover on top.
    case presentPopover
    /// Present a full-screen modal.
    case presentModal(any ModalContent, title: String)
    /// Dismiss the control's layer.
    case dismissLayer
    /// Hand this notification to the screen's caller.
    case notify(ControlNotification)

    /// Whether it asks for the control's layer to go.
    var isDismissal: Bool {
        if case .dismissLayer = self { return true }
        return false
    }
}

extension Control {
    /// `effects` as the screen carries them out.
    func screenEffects(_ effects: [ControlEffect<Value>]) -> [ScreenEffect] {
        effects.map { effect in
            switch effect {
            case .presentPopover: .presentPopover
            case .presentModal(let modal, let title): .presentModal(modal, title: title)
            case .dismissLayer: .dismissLayer
            case .notify(let event): .notify(ControlNotification(controlID: id, event: event))
            }
        }
    }

    /// ``handle(_:geometry:)``, for the screen, which holds controls of every value type.
    mutating func screenEffects(for input: ControlInput, geometry: ControlGeometry) -> [ScreenEffect] {
        screenEffects(handle(input, geometry: geometry))
    }

    /// ``layerDismissed()``, for the screen.
    mutating func screenEffectsOfDismissal() -> [ScreenEffect] {
        screenEffects(layerDismissed())
    }

    /// ``modalFinished(_:)``, for the screen.
    mutating func screenEffects(ofModalResult result: PromptResult<any Sendable>) -> [ScreenEffect] {
        screenEffects(modalFinished(result))
    }
}
