/// Lookup tables for the scoring loops, held by each ``ScratchSpace`` so that the inner loops
/// read plain memory instead of lazily initialised globals. A plain struct of pointers, so that
/// passing it around costs no reference counting; the scratch space frees it.
struct Tables {
    /// The ``CharacterClass`` raw value of every ASCII code.
    let asciiClasses: UnsafeMutablePointer<UInt8>
    /// The bonus for class `current` after class `previous`, at `previous * 7 + current`.
    let bonusMatrix: UnsafeMutablePointer<Int16>
    /// The scheme's bonus for a word start after white space, and at the text's start.
    let boundaryWhite: Int
    /// The class raw value the text's first character is taken to follow (fzf's
    /// `initialCharClass`: white space, or a delimiter in the path scheme).
    let initialClass: Int
    /// The largest bonus any position can earn in the scheme.
    let maximumBonus: Int

    init(scheme: ScoringScheme = .default) {
        boundaryWhite = scheme.boundaryWhite
        initialClass = scheme.initialClass.rawValue
        maximumBonus = Swift.max(scheme.boundaryWhite, scheme.boundaryDelimiter, Scoring.boundary)
        asciiClasses = .allocate(capacity: 128)
        for code in 0..<128 {
            asciiClasses[code] = UInt8(CharacterClass.ofASCII(UInt32(code), scheme: scheme).rawValue)
        }
        bonusMatrix = .allocate(capacity: 49)
        for previous in 0..<7 {
            for current in 0..<7 {
                let bonus = CharacterClass.bonus(
                    after: CharacterClass(rawValue: previous) ?? .nonWord,
                    for: CharacterClass(rawValue: current) ?? .nonWord, scheme: scheme)
                bonusMatrix[previous * 7 + current] = Int16(bonus)
            }
        }
    }

    /// Frees the tables; called once by the owning scratch space.
    func deallocate() {
        asciiClasses.deallocate()
        bonusMatrix.deallocate()
    }

    /// The class raw value of any scalar.
    @inline(__always)
    func classOf(_ scalar: UInt32) -> Int {
        scalar < 0x80 ? Int(asciiClasses[Int(scalar)]) : CharacterClass.ofNonASCII(scalar).rawValue
    }

    /// The bonus for a position of class `current` after one of class `previous`.
    @inline(__always)
    func bonus(_ previous: Int, _ current: Int) -> Int {
        Int(bonusMatrix[previous &* 7 &+ current])
    }
}
