/// SelectionKit re-exports every library module, so one `import SelectionKit` is enough.
///
/// ```swift
/// import SelectionKit
/// ```
@_exported import SelectionCore
@_exported import SelectionMatching
@_exported import SelectionTerminal
@_exported import SelectionUI
