/// A prompt that needs the pointer's motion with no button held at times: a menu while it is
/// open, for hover (MENU-14, MENU-15). The host turns any-event tracking on while
/// ``tracksPointerMotion`` is true and off again after, on terminals that can
/// (`PointerMotionReporting`).
package protocol TracksPointerMotion {
    /// Whether the prompt wants motion reports with no button held now.
    var tracksPointerMotion: Bool { get }
}
