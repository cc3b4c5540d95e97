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
        let (count, unit): (Int64, UInt8) =
            switch seconds {
            case 31_536_000...: (seconds / 31_536_000, 0x79)  // y
            case 604_800...: (seconds / 604_800, 0x77)  // w
            case 86_400...: (seconds / 86_400, 0x64)  // d
            case 3_600...: (seconds / 3_600, 0x68)  // h
            case 60...: (seconds / 60, 0x6D)  // m
            default: (seconds, 0x73)  // s
            }
        // Three ASCII characters at most: a small string, no allocation.
        return String(min(count, 99)) + String(UnicodeScalar(unit))
    }
}
