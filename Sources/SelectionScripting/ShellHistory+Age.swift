extension ShellHistory {
    /// How long ago `time` was at `now`, in at most three characters, as CTRL-R's column shows
    /// it (atuin and mcfly show the same): `45s`, `12m`, `3h`, `2d`, `5w`, `2y`. A time after `now`
    /// (a clock set back) is `0s`.
    ///
    /// ```swift
    /// ShellHistory.age(of: 1_700_000_000, at: 1_700_010_800)   // "3h"
    /// ```
    package static func age(of time: Int64, at now: Int64) -> String {
        let (difference, overflow) = now.subtractingReportingOverflow(time)
        let seconds = overflow ? (time > now ? 0 : Int64.max) : max(0, difference)
        let units: [(size: Int64, name: String)] = [(31_536_000, "y"), (604_800, "w"), (86_400, "d"), (3_600, "h"), (60, "m")]
        for unit in units where seconds >= unit.size {
            let count = seconds / unit.size
            return count > 99 ? "99\(unit.name)" : "\(count)\(unit.name)"
        }
        return "\(seconds)s"
    }
}
