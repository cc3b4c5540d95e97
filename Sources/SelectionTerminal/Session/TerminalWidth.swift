/// The width of the controlling terminal before any session opens (`sel table` fits its columns
/// to it): `COLUMNS` when set, else what `/dev/tty` reports, else 80.
///
/// ```swift
/// let width = TerminalWidth.current(environment: ["COLUMNS": "100"])   // 100
/// ```
package enum TerminalWidth {
    /// The width in cells.
    package static func current(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        guard case .success(let descriptor) = Platform.openControllingTerminal() else { return 80 }
        defer { Platform.close(descriptor) }
        return Platform.windowSize(of: descriptor)?.columns ?? 80
    }
}
