import SelectionCore
import SelectionTerminal

/// A full-screen application screen: a title bar with bar buttons, a coloured content area of
/// labelled controls, and a presentation stack of popovers and modals over it.
///
/// It is a ``Prompt``, so it runs on ``PromptHost`` (full-screen, with the mouse) and on the
/// test kit's `PromptDriver`. Controls present their own popovers and modals by returning
/// ``ControlEffect``s; the caller only places them and reacts to their notifications.
///
/// ```swift
/// var content = ScreenContent(title: "Selection View", hint: "Press Color, pick a colour")
/// let colour = content.add(DropDownControl(id: "colour", options: colours), place: .trailingBarButton)
/// let screen = AppScreen(content) { note, content in
///     if case .selected(_, _, let value)? = note.event(from: colour) { content.background = value }
///     return .proceed
/// }
/// _ = try PromptHost.run(screen, options: PromptHost.Options(presentation: .fullScreen))
/// ```
///
/// Keys at the top level: Tab and Shift-Tab move the focus, `q` and Esc leave (``PromptResult/cancelled``);
/// other keys go to the focused control. With a layer open, every event goes to the top layer:
/// Esc or a press outside a popover dismisses it (the press does not reach what is under it,
/// unless the popover lets presses pass through), and the focus returns to the control that
/// opened it.
public struct AppScreen: Prompt {
    /// The screen's value: what a ``ScreenReaction/finish(_:)`` gave.
    public typealias Value = String

    /// What the screen shows.
    public var content: ScreenContent
    /// The popovers and modals over the base.
    package private(set) var stack = PresentationStack()
    /// The keyboard focus.
    package private(set) var focus = FocusRing()
    /// Called with every notification from a control; it may change the content or finish.
    let onNotification: (ControlNotification, inout ScreenContent) -> ScreenReaction
    /// The control that took the last press on the base, which gets the drag and the release.
    var pointerCapture: String?
    /// Set when the screen should finish.
    var ending: PromptResult<String>?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - content: The title bar, hint, content area and controls.
    ///   - onNotification: Reacts to the controls' notifications (value changed, shown, dismissed).
    public init(
        _ content: ScreenContent,
        onNotification: @escaping (ControlNotification, inout ScreenContent) -> ScreenReaction = { _, _ in .proceed }
    ) {
        self.content = content
        self.onNotification = onNotification
        focus.validate(against: focusOrder)
    }

    /// The focusable controls' ids, in Tab order.
    public var focusOrder: [String] { content.tabOrder.map { content.items[$0].control.id } }

    /// The id of the focused control.
    public var focusedControl: String? { focus.focused }

    // MARK: Prompt

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { screen.height }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        switch event {
        case .key(let key) where key.kind != .release:
            if stack.top != nil { handleTopLayer(key: key, context: context) } else { handleBase(key: key, context: context) }
        case .mouse(let mouse):
            if stack.top != nil { handleTopLayer(mouse: mouse, context: context) } else { handleBase(mouse: mouse, context: context) }
        case .key, .resize, .paste, .tick, .background:
            break
        }
        focus.validate(against: focusOrder)
        layOutPopovers(screen: context.screen, theme: context.theme)
        if let ending { return .finish(ending) }
        return .proceed
    }

    // MARK: The base layer

    mutating func handleBase(key: KeyEvent, context: PromptContext) {
        switch (key.key, key.modifiers) {
        case (.tab, []):
            focus.move(by: 1, through: focusOrder)
        case (.tab, .shift):
            focus.move(by: -1, through: focusOrder)
        case (.escape, []), (.character("q"), []):
            ending = .cancelled
        default:
            guard let id = focus.focused else { return }
            send(.key(key), to: id, screen: context)
        }
    }

    mutating func handleBase(mouse: MouseEvent, context: PromptContext) {
        let layout = layout(in: context.screen, theme: context.theme)
        let hit = layout.item(at: mouse.position).map { content.items[$0].control.id }
        switch mouse.kind {
        case .press where mouse.button == .left:
            pointerCapture = hit
            guard let id = hit else { return }
            if content.items.first(where: { $0.control.id == id })?.control.isFocusable == true { focus.focused = id }
            send(.pointer(mouse, .control), to: id, screen: context)
        case .drag, .release:
            guard let id = pointerCapture ?? hit else { return }
            let frame = layout.frame(of: id, in: content)
            let region: ControlInput.Region = frame?.contains(mouse.position) == true ? .control : .outside
            if mouse.kind == .release { pointerCapture = nil }
            send(.pointer(mouse, region), to: id, screen: context)
        case .scroll:
            guard let id = hit else { return }
            send(.pointer(mouse, .control), to: id, screen: context)
        default:
            break
        }
    }

    // MARK: The top layer

    mutating func handleTopLayer(key: KeyEvent, context: PromptContext) {
        guard let top = stack.top else { return }
        switch top.kind {
        case .popover:
            send(.key(key), to: top.owner, screen: context)
            // OVL-02: Esc dismisses the top layer — unless the owner closed only a layer of its
            // own and still shows its popover (a menu's submenu, MENU-09).
            if key.key == .escape, isStillTop(top), popoverContent(of: top.owner, screen: context.screen) == nil { dismissTop() }
            if key.key == .tab {
                // OVL-08: Tab leaves the popover as if it sat right after its trigger: it closes,
                // and the focus moves on from the trigger (Shift-Tab: back).
                if isStillTop(top) { dismissTop() }
                focus.focused = top.owner
                focus.move(by: key.modifiers.contains(.shift) ? -1 : 1, through: focusOrder)
            }
        case .modal(var modal, let title):
            let area = modalContentArea(for: modal, screen: context.screen)
            let step = modal.handle(.key(key), context: modalContext(context, area: area))
            finishModal(step, layer: top, modal: modal, title: title)
            if key.key == .escape, isStillTop(top) { dismissTop() }
        }
    }

    mutating func handleTopLayer(mouse: MouseEvent, context: PromptContext) {
        guard let top = stack.top else { return }
        let layout = layout(in: context.screen, theme: context.theme)
        guard let frame = layerFrame(of: top, layout: layout, screen: context.screen, theme: context.theme) else {
            dismissTop()
            return
        }
        let isPrimaryPress = mouse.kind == .press && mouse.button == .left
        if case .fullScreen(let toolbar, let area) = frame {
            if toolbar.contains(mouse.position) {
                guard isPrimaryPress else { return }
                if mouse.position.x < toolbar.x + ModalToolbar.backWidth {
                    dismissTop()
                } else if case .modal(var modal, let title) = top.kind,
                    mouse.position.x >= toolbar.maxX - ModalToolbar.doneWidth
                {
                    let step = modal.handle(.key(KeyEvent(.enter)), context: modalContext(context, area: area))
                    finishModal(step, layer: top, modal: modal, title: title)
                }
                return
            }
            switch top.kind {
            case .popover:
                send(.pointer(mouse, area.contains(mouse.position) ? .popover : .outside), to: top.owner, screen: context)
            case .modal(var modal, let title):
                var moved = mouse
                moved.position = Point(x: mouse.position.x - area.x, y: mouse.position.y - area.y)
                let step = modal.handle(.mouse(moved), context: modalContext(context, area: area))
                finishModal(step, layer: top, modal: modal, title: title)
            }
            return
        }
        // A popover: the owner's own frame is not "outside" (OVL-04).
        let ownerFrame = layout.frame(of: top.owner, in: content)
        let region: ControlInput.Region
        if frame.bounds.contains(mouse.position) {
            region = .popover
        } else if ownerFrame?.contains(mouse.position) == true {
            region = .control
        } else {
            region = .outside
        }
        let wanted = popoverContent(of: top.owner, screen: context.screen)
        if region == .outside, let id = layout.item(at: mouse.position).map({ content.items[$0].control.id }),
            wanted?.keepsOpenForPressesOn.contains(id) == true
        {
            // OVL-10: the caller vetoed closing for presses on this control; the press is its own.
            send(.pointer(mouse, .control), to: id, screen: context)
            return
        }
        let passesThrough = wanted?.passesThroughOutsidePresses ?? false
        send(.pointer(mouse, region), to: top.owner, screen: context)
        guard region == .outside, isPrimaryPress else { return }
        if isStillTop(top) { dismissTop() }
        if passesThrough, stack.isEmpty { handleBase(mouse: mouse, context: context) }
    }

    // MARK: Effects

    /// Sends `input` to the control `id` and carries out what it asks.
    mutating func send(_ input: ControlInput, to id: String, screen context: PromptContext) {
        guard let index = content.index(of: id) else { return }
        let geometry = geometry(of: id, context: context)
        let effects = content.items[index].control.screenEffects(for: input, geometry: geometry)
        apply(effects, from: id)
    }

    mutating func apply(_ effects: [ScreenEffect], from id: String) {
        for effect in effects {
            switch effect {
            case .presentPopover:
                stack.push(Layer(owner: id, kind: .popover))
            case .presentModal(let modal, let title):
                stack.push(Layer(owner: id, kind: .modal(modal, title: title)))
            case .dismissLayer:
                if stack.remove(ownedBy: id) != nil { focus.focused = id }
            case .notify(let notification):
                let reaction = onNotification(notification, &content)
                if case .finish(let value) = reaction { ending = .chosen(value) }
            }
        }
    }

    /// Dismisses the top layer on the screen's own account (Esc, a press outside, Back) and
    /// returns the focus to its owner (OVL-07).
    mutating func dismissTop() {
        guard let layer = stack.popTop() else { return }
        focus.focused = layer.owner
        guard let index = content.index(of: layer.owner) else { return }
        let effects: [ScreenEffect]
        switch layer.kind {
        case .popover: effects = content.items[index].control.screenEffectsOfDismissal()
        case .modal: effects = content.items[index].control.screenEffects(ofModalResult: .cancelled)
        }
        apply(effects.filter { !$0.isDismissal }, from: layer.owner)
    }

    mutating func finishModal(_ step: PromptStep<any Sendable>, layer: Layer, modal: any ModalContent, title: String) {
        // A modal's content is a wheel, a number field or a menu: it asks for no effects.
        guard let result = step.result else {
            stack.replaceTop(with: Layer(owner: layer.owner, kind: .modal(modal, title: title)))
            return
        }
        stack.popTop()
        focus.focused = layer.owner
        guard let index = content.index(of: layer.owner) else { return }
        let effects = content.items[index].control.screenEffects(ofModalResult: result)
        apply(effects.filter { !$0.isDismissal }, from: layer.owner)
    }

    func isStillTop(_ layer: Layer) -> Bool {
        guard let top = stack.top else { return false }
        return top.owner == layer.owner && top.isPopover == layer.isPopover
    }
}
