import Testing

@testable import sel

/// fzf's `--tmux`/`--popup` value, read as fzf 0.74.5's `parseTmuxOptions` reads it, and the
/// `display-popup` options it becomes.
@Suite struct PopupPlacementTests {
    private typealias Size = PopupPlacement.Size

    private static func percent(_ value: Int) -> Size { Size(value: value, isPercentage: true) }

    @Test(arguments: [
        ("center", ["-xC", "-yC", "-w50%", "-h50%"]),
        ("70%", ["-xC", "-yC", "-w70%", "-h70%"]),
        ("100%,60%", ["-xC", "-yC", "-w100%", "-h60%"]),
        ("90%,70%", ["-xC", "-yC", "-w90%", "-h70%"]),
        ("right", ["-xR", "-yC", "-w50%", "-h100%"]),
        ("left,40%,70%", ["-x0", "-yC", "-w40%", "-h70%"]),
        ("left,40%", ["-x0", "-yC", "-w40%", "-h100%"]),
        ("top,40%", ["-xC", "-y0", "-w100%", "-h40%"]),
        ("up:40%", ["-xC", "-y0", "-w100%", "-h40%"]),
        ("bottom,80%,40%", ["-xC", "-y9999", "-w80%", "-h40%"]),
        ("down,30", ["-xC", "-y9999", "-w100%", "-h30"]),
        ("center,80%,border-native", ["-xC", "-yC", "-w80%", "-h80%"]),
    ])
    func readsFzfsSyntax(text: String, tmux: [String]) throws {
        #expect(try PopupPlacement(text).tmuxArguments == tmux)
    }

    @Test func borderNativeIsRemembered() throws {
        #expect(try PopupPlacement("border-native,right").hasNativeBorder)
        #expect(try !PopupPlacement("right").hasNativeBorder)
    }

    @Test(arguments: ["", "middle", "middle,40%", "140%", "50%,1.5", "a,b,c,d,e", "-3", "center,10%,10%,10%"])
    func refusesWhatFzfRefuses(text: String) {
        #expect(throws: PopupPlacementError.self) { try PopupPlacement(text) }
    }

    @Test func theMessageNamesTheSyntax() {
        #expect(
            PopupPlacementError(text: "1\u{1b}[2J").description
                == "invalid popup option: '1␛[2J' (expected: [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native])")
    }

    @Test func aBareTmuxIsTheCentreAndAValueIsKept() {
        let values: Set<String> = ["--query", "--tmux", "--popup"]
        #expect(FzfSpellings.rewrite(["choose", "--tmux", "--multi"], valueOptions: values) == ["choose", "--tmux=center", "--multi"])
        #expect(FzfSpellings.rewrite(["choose", "--popup"], valueOptions: values) == ["choose", "--popup=center"])
        #expect(FzfSpellings.rewrite(["choose", "--tmux", "70%"], valueOptions: values) == ["choose", "--tmux", "70%"])
        #expect(FzfSpellings.rewrite(["choose", "--tmux", "+s"], valueOptions: values) == ["choose", "--tmux=center", "--no-sort"])
    }

    @Test func theLaterOfHeightAndTmuxWinsInsideTmuxOnly() throws {
        let inside = ["TMUX": "/tmp/tmux-0/default,1,0"]
        var options = try ChoosePopup.parse(["--tmux", "70%"])
        #expect(
            options.placement(words: ["choose", "--height", "40%", "--tmux", "70%"], environment: inside) == (try PopupPlacement("70%")))
        #expect(options.placement(words: ["choose", "--tmux", "70%", "--height=40%"], environment: inside) == nil)
        #expect(options.placement(words: ["choose", "--tmux", "70%", "--", "--height"], environment: inside) != nil)
        #expect(options.placement(words: ["choose", "--tmux", "70%"], environment: [:]) == nil)
        #expect(options.placement(words: ["choose", "--tmux", "70%"], environment: ["TMUX": ""]) == nil)
        options.noPopup = true
        #expect(options.placement(words: ["choose", "--tmux", "70%"], environment: inside) == nil)
    }

    @Test func thePopupScriptExportsTheEnvironmentAndQuotesEveryWord() {
        let script = PopupRelay.script(
            ["choose", "it's", "--no-tmux"], input: "/tmp/d/in", output: "/tmp/d/out", errors: "/tmp/d/err",
            environment: ["B": "x y", "A": "'q'", "not-a-name": "v", "BASH_FUNC_f%%": "() { :; }"])
        let lines = script.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "export A=''\\''q'\\'''")
        #expect(lines[1] == "export B='x y'")
        #expect(lines[2].hasSuffix("'choose' 'it'\\''s' '--no-tmux' < '/tmp/d/in' > '/tmp/d/out' 2> '/tmp/d/err'"))
    }
}
