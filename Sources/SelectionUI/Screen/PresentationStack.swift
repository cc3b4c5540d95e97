/// The layers over an ``AppScreen``'s base, bottom first. Only the top layer receives events
/// (docs/behaviour.md OVL-01); Esc and a press outside dismiss the top layer only (OVL-02, OVL-03).
package struct PresentationStack {
    /// The layers, bottom first.
    package private(set) var layers: [Layer] = []

    /// Creates an empty stack.
    package init() {}

    /// The layer that receives events, if any.
    package var top: Layer? { layers.last }

    /// Whether nothing is presented.
    package var isEmpty: Bool { layers.isEmpty }

    /// Puts `layer` on top. A control has at most one popover: presenting it again does nothing.
    package mutating func push(_ layer: Layer) {
        if layer.isPopover, layers.contains(where: { $0.owner == layer.owner && $0.isPopover }) { return }
        layers.append(layer)
    }

    /// Removes and returns the top layer.
    @discardableResult
    package mutating func popTop() -> Layer? {
        layers.popLast()
    }

    /// Removes the topmost layer `owner` presented (and any layers above it), returning it.
    @discardableResult
    package mutating func remove(ownedBy owner: String) -> Layer? {
        guard let index = layers.lastIndex(where: { $0.owner == owner }) else { return nil }
        let layer = layers[index]
        layers.removeSubrange(index...)
        return layer
    }

    /// Replaces the top layer's modal content after it handled an event.
    mutating func replaceTop(with layer: Layer) {
        guard !layers.isEmpty else { return }
        layers[layers.count - 1] = layer
    }
}
