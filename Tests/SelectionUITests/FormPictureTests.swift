import Foundation
import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The README's picture of a filled-in form (docs/pictures/form.svg), made as the demos' are
/// (``DemoPictureTests``): the form driven by the test kit on an 80×24 virtual screen, its SVG
/// compared with the file, or written with `SELECTIONKIT_RECORD_PICTURES=1` (`scripts/make-pictures`).
@Suite struct FormPictureTests {
    /// The README's form: `sel form deploy.json`'s first group and the start of the second.
    static func deploy() -> Form {
        Form(
            title: "Deploy",
            groups: [
                FormGroup(
                    "Target",
                    fields: [
                        FormField("service", title: "Service", kind: .input(), rules: [.required(), .pattern("[a-z-]+")]),
                        FormField("env", title: "Environment", kind: .choose(options: [Choice("staging"), Choice("production")])),
                        FormField(
                            "replicas", title: "Replicas", kind: .number(NumberFieldConfiguration(minimum: DecimalNumber(1))),
                            default: .number(2), when: .equals("env", "production")),
                        FormField("checks", title: "Checks", kind: .multi(options: [Choice("lint"), Choice("unit"), Choice("smoke")])),
                        FormField("notify", title: "Notify the team", kind: .confirm(), default: .flag(true)),
                        FormField("token", title: "Token", kind: .password(), description: "never printed on screen"),
                        FormField("reason", title: "Reason", kind: .input(), default: .text("ship {service}")),
                    ]),
                FormGroup("Schedule", fields: [FormField("day", title: "Day", kind: .date())]),
            ])
    }

    @Test func aFilledInFormShowsItsAnswersInPlace_FORM11() throws {
        var driver = PromptDriver(Self.deploy(), terminal: VirtualTerminal(width: 80, height: 24))
        driver.type("api")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        driver.press(.backspace)
        driver.type("3")
        driver.press(.enter)
        driver.press(.character(" "))
        driver.press(.down)
        driver.press(.down)
        driver.press(.character(" "))
        driver.press(.enter)
        driver.press(.enter)
        driver.type("s3cr3t")
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.terminal.violations.isEmpty)
        let lines = driver.snapshot.trimmedLines
        #expect(
            Array(lines.prefix(10)) == [
                "Deploy · Target (1/2)",
                "  Service           api",
                "  Environment       production ▾",
                "  Replicas          3",
                "  Checks            lint, smoke ▾",
                "  Notify the team   Yes",
                "  Token             ••••••",
                "    never printed on screen",
                "› Reason            ship api",
                "enter next · shift+tab back · pgdn/pgup page · esc leave",
            ])
        try DemoPictureTests.expectPicture(named: "form", title: "sel form deploy.json", driver.snapshot)
    }
}
