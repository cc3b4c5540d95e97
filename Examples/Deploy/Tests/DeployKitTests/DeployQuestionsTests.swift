import DeployKit
import SelectionKit
import SelectionTesting
import Testing

@Suite struct DeployQuestionsTests {
    @Test func productionIsFrozenAndSaysWhy() {
        var driver = PromptDriver(DeployQuestions().environment, terminal: VirtualTerminal(width: 60, height: 8))
        #expect(
            driver.snapshot.trimmedLines == [
                "Environment: Select... ▴",
                "             ╭────▲────────────────────────────────────╮",
                "             │›  Staging                               │",
                "             │   Canary                                │",
                "             │   Production (frozen until the release) │",
                "             ╰─────────────────────────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        driver.press(.end)  // the last enabled option: Canary
        driver.press(.enter)
        #expect(driver.result == .chosen(.canary))
    }

    @Test func checksNeedAtLeastOne() {
        var driver = PromptDriver(DeployQuestions().checks, terminal: VirtualTerminal(width: 70, height: 8))
        driver.press(.space)  // unchecks lint: nothing checked
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.last == "✗ check at least one option (space)")
        driver.press(.down, .space)
        driver.press(.enter)
        #expect(driver.result == .chosen([.unitTests]))
    }

    @Test func windowIsADuration() {
        var driver = PromptDriver(DeployQuestions().window, terminal: VirtualTerminal(width: 60, height: 8))
        driver.press(.right, .right, .right)  // 00:30:00: the wheel of the minutes' units
        driver.press(.up)
        driver.press(.enter)
        #expect(driver.result?.duration == .seconds(31 * 60))
    }

    @Test func askRunsTheThreeQuestionsInTurn() async throws {
        let terminal = VirtualTerminal(width: 60, height: 10)
        terminal.allowsSeveralPrompts = true
        terminal.enqueueKeys(KeyEvent(.enter))  // Staging
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.character(" ")), KeyEvent(.enter))  // lint and unit tests
        terminal.enqueueKeys(KeyEvent(.enter))  // 30 minutes
        let plan = try await DeployQuestions().ask(on: terminal)
        #expect(plan == DeployPlan(environment: .staging, checks: [.lint, .unitTests], window: .seconds(1800)))
        #expect(plan?.description == "deploy to Staging after lint, unit tests; window 30 min")
        #expect(
            terminal.snapshot.trimmedLines.prefix(3) == [
                "Environment: Staging",
                "Checks: lint, unit tests",
                "Window: 0:30:00",
            ])
    }

    @Test func everythingFrozenEndsAtOnce() async throws {
        let questions = DeployQuestions(frozen: [.staging: "rebuilding", .canary: "rebuilding", .production: "frozen"])
        #expect(
            questions.environment.nothingToChoose
                == "nothing to choose: every option is disabled (Staging: rebuilding; Canary: rebuilding; Production: frozen)")
        let terminal = VirtualTerminal(width: 120, height: 10)
        let plan = try await questions.ask(on: terminal)
        #expect(plan == nil)
        #expect(
            terminal.snapshot.trimmedLines.first
                == "Environment: nothing to choose: every option is disabled (Staging: rebuilding; Canary: rebuilding; Production: frozen)")
    }
}

@Suite struct DeployFormTests {
    @Test func theFormIsDrivenFieldByFieldAndDecodedIntoSettings() throws {
        var driver = PromptDriver(DeployQuestions(frozen: [:]).form, terminal: VirtualTerminal(width: 60, height: 14))
        driver.press(.end)  // production
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines.contains("› Replicas      [−] 2      [+]  1 …"))
        driver.press(.backspace)
        driver.type("4")
        driver.press(.enter)  // the Checks page; its list opens
        driver.press(.space)  // lint
        driver.press(.enter)
        driver.press(.enter)  // tell the team: yes
        #expect(driver.snapshot.trimmedLines.contains("› Reason          deploy to production"))
        driver.press(.enter)
        let answers = try #require(driver.result?.value)
        #expect(
            try answers.decoded(as: DeploySettings.self)
                == DeploySettings(environment: .production, checks: [.lint], replicas: 4, notify: true, reason: "deploy to production"))
    }

    @Test func stagingSkipsReplicasAndTheSettingsLeaveThemOut() async throws {
        let terminal = VirtualTerminal(width: 60, height: 14)
        terminal.enqueueKeys(KeyEvent(.enter))  // staging
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.character(" ")), KeyEvent(.enter))  // unit tests
        terminal.enqueueKeys(KeyEvent(.character("n")), KeyEvent(.enter))  // no, keep the reason
        let settings = try await DeployQuestions().form.run(on: terminal).map { try $0.decoded(as: DeploySettings.self) }
        #expect(
            settings
                == .chosen(
                    DeploySettings(environment: .staging, checks: [.unitTests], replicas: nil, notify: false, reason: "deploy to staging")))
    }
}
