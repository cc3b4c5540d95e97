import Testing

@testable import SelectionCore

extension FormState: StateMachine {}

@Suite struct FormStateTests {
    typealias Position = FormState.Position

    /// Two groups: a name and an environment; replicas only for production; a note.
    func deploy() -> FormState {
        FormState(groups: [
            FormState.Group(
                title: "Target",
                fields: [
                    FormState.Field(key: "name", title: "Name", role: .inline, rules: [.required(), .pattern("[a-z]+")]),
                    FormState.Field(key: "env", title: "Environment", role: .popover, defaultValue: .text("staging")),
                    FormState.Field(
                        key: "replicas", title: "Replicas", role: .inline, rules: [.range(minimum: 2, maximum: 9)],
                        condition: .equals("env", "production")),
                ]),
            FormState.Group(
                title: "Options",
                fields: [
                    FormState.Field(key: "about", title: "About", role: .note),
                    FormState.Field(key: "notify", title: "Notify", role: .inline, defaultValue: .flag(false)),
                    FormState.Field(key: "label", title: "Label", role: .inline, defaultValue: .text("{name}-{env}")),
                ]),
        ])
    }

    @Test func theFirstFieldShownHasTheFocus_FORM01() {
        let state = deploy()
        #expect(state.focus == Position(group: 0, field: 0))
        #expect(
            state.resolved.focusable == [
                Position(group: 0, field: 0), Position(group: 0, field: 1), Position(group: 1, field: 1), Position(group: 1, field: 2),
            ])
    }

    @Test func enterMovesOnWhenTheAnswerPassesAndStaysWithTheReasonWhenNot_FORM01_FORM02() {
        var state = deploy()
        expectTransition(&state, .next(committing: .text("API")), events: [.refused(key: "name", problem: "must match [a-z]+")]) {
            $0.answers["name"] = .text("API")
            $0.problems["name"] = "must match [a-z]+"
        }
        expectTransition(&state, .next(committing: .text("api")), events: [.focused(Position(group: 0, field: 1))]) {
            $0.answers["name"] = .text("api")
            $0.problems["name"] = nil
            $0.focus = Position(group: 0, field: 1)
        }
    }

    @Test func anEmptyRequiredFieldIsRefused_FORM02() {
        var state = deploy()
        expectTransition(&state, .next(committing: .text("")), events: [.refused(key: "name", problem: "required")]) {
            $0.answers["name"] = .text("")
            $0.problems["name"] = "required"
        }
    }

    @Test func aConditionShowsAndHidesAFieldAsTheEarlierAnswerChanges_FORM06() {
        var state = deploy()
        state.send(.next(committing: .text("api")))
        expectTransition(&state, .open, events: [.opened]) { $0.isOpen = true }
        expectTransition(&state, .next(committing: .text("production")), events: [.focused(Position(group: 0, field: 2))]) {
            $0.answers["env"] = .text("production")
            $0.focus = Position(group: 0, field: 2)
            $0.isOpen = false
        }
        #expect(state.resolved.shown.contains(Position(group: 0, field: 2)))
        state.send(.previous(committing: .text("3")))
        state.send(.open)
        state.send(.next(committing: .text("staging")))
        #expect(!state.resolved.shown.contains(Position(group: 0, field: 2)))
        #expect(state.focus == Position(group: 1, field: 1))
    }

    @Test func conditionsCompareTextListsAndPresence_FORM06() {
        let answers: [String: FormValue] = [
            "env": .text("prod"), "checks": .list(["lint", "unit"]), "empty": .text(""), "go": .flag(true),
        ]
        #expect(FormCondition.equals("env", "prod").holds(for: answers))
        #expect(!FormCondition.equals("env", "staging").holds(for: answers))
        #expect(FormCondition.oneOf("env", ["dev", "prod"]).holds(for: answers))
        #expect(FormCondition.equals("checks", "unit").holds(for: answers))
        #expect(FormCondition.equals("go", "true").holds(for: answers))
        #expect(FormCondition.isSet("env").holds(for: answers))
        #expect(!FormCondition.isSet("empty").holds(for: answers))
        #expect(!FormCondition.isSet("missing").holds(for: answers))
        #expect(FormCondition.all([.isSet("env"), .equals("go", "true")]).holds(for: answers))
        #expect(!FormCondition.all([.isSet("env"), .equals("go", "false")]).holds(for: answers))
    }

    @Test func defaultsReferToEarlierAnswers_FORM07() {
        var state = deploy()
        state.send(.next(committing: .text("api")))
        #expect(state.resolved.values["label"] == .text("api-staging"))
        #expect(FormState.expand(.text("{{literal}} {name}"), with: ["name": .text("x")]) == .text("{literal} x"))
        #expect(FormState.expand(.text("{missing}!"), with: [:]) == .text("!"))
    }

    @Test func finishingChecksEveryFieldShownAndMovesToTheFirstRefused_FORM03() {
        var state = deploy()
        state.send(.nextGroup(committing: nil))
        #expect(state.focus == Position(group: 1, field: 1))
        state.send(.next(committing: .flag(true)))
        expectTransition(
            &state, .next(committing: .text("x")),
            events: [.focused(Position(group: 0, field: 0)), .refused(key: "name", problem: "required")]
        ) {
            $0.answers["label"] = .text("x")
            $0.problems["name"] = "required"
            $0.focus = Position(group: 0, field: 0)
            $0.notice = "Cannot finish: Name — required"
        }
        state.send(.next(committing: .text("api")))
        #expect(state.notice == nil)
        state.send(.nextGroup(committing: nil))
        state.send(.next(committing: nil))
        let events = state.send(.next(committing: nil))
        #expect(
            events == [
                .finished([
                    .init(key: "name", value: .text("api")), .init(key: "env", value: .text("staging")),
                    .init(key: "notify", value: .flag(true)), .init(key: "label", value: .text("x")),
                ])
            ])
    }

    @Test func shiftTabGoesBackAcrossGroupsWithoutRefusing_FORM04() {
        var state = deploy()
        state.send(.next(committing: .text("api")))
        state.send(.nextGroup(committing: nil))
        expectTransition(&state, .previous(committing: .flag(true)), events: [.focused(Position(group: 0, field: 1))]) {
            $0.answers["notify"] = .flag(true)
            $0.focus = Position(group: 0, field: 1)
        }
        expectTransition(&state, .previous(committing: nil), events: [.focused(Position(group: 0, field: 0))]) {
            $0.focus = Position(group: 0, field: 0)
        }
        expectNoChange(&state, .previous(committing: nil))
    }

    @Test func pagesMoveToTheFirstFieldOfTheNextAndPreviousGroup_FORM05() {
        var state = deploy()
        expectTransition(&state, .nextGroup(committing: .text("API")), events: [.focused(Position(group: 1, field: 1))]) {
            $0.answers["name"] = .text("API")
            $0.problems["name"] = "must match [a-z]+"
            $0.focus = Position(group: 1, field: 1)
        }
        expectNoChange(&state, .nextGroup(committing: nil))
        expectTransition(&state, .previousGroup(committing: nil), events: [.focused(Position(group: 0, field: 0))]) {
            $0.focus = Position(group: 0, field: 0)
        }
    }

    @Test func escapeClosesAnOpenPopoverElseAsksWhetherToLeave_FORM08_FORM09() {
        var state = deploy()
        expectNoChange(&state, .open)
        state.send(.next(committing: .text("api")))
        state.send(.open)
        expectTransition(&state, .escape, events: [.closed]) { $0.isOpen = false }
        expectTransition(&state, .escape, events: [.askedToLeave]) { $0.isAskingToLeave = true }
        expectTransition(&state, .leave(false)) { $0.isAskingToLeave = false }
        state.send(.escape)
        expectTransition(&state, .leave(true), events: [.left]) { $0.isAskingToLeave = false }
    }

    @Test func aClickFocusesAFieldShownAndIgnoresOthers_FORM10() {
        var state = deploy()
        expectNoChange(&state, .focus(Position(group: 0, field: 2), committing: nil))
        expectNoChange(&state, .focus(Position(group: 1, field: 0), committing: nil))
        expectTransition(
            &state, .focus(Position(group: 1, field: 2), committing: .text("a")), events: [.focused(Position(group: 1, field: 2))]
        ) {
            $0.answers["name"] = .text("a")
            $0.problems["name"] = nil
            $0.focus = Position(group: 1, field: 2)
        }
    }

    @Test func rulesDescribeWhatFails() {
        #expect(FormRule.range(minimum: 2, maximum: 9).problem(with: .number(1)) == "at least 2")
        #expect(FormRule.range(minimum: 2, maximum: 9).problem(with: .number(9.5)) == "at most 9")
        #expect(FormRule.range(minimum: 2).problem(with: .number(2)) == nil)
        #expect(FormRule.length(maximum: 3).problem(with: .text("abcd")) == "at most 3 characters")
        #expect(FormRule.length(minimum: 1).problem(with: .text("")) == nil)
        #expect(FormRule.picks(minimum: 2).problem(with: .list(["a"])) == "pick at least 2")
        #expect(FormRule.picks(maximum: 1, message: "one only").problem(with: .list(["a", "b"])) == "one only")
        #expect(FormRule.required(message: "say it").problem(with: nil) == "say it")
        #expect(FormRule.required().problem(with: .flag(false)) == nil)
        #expect(FormRule.pattern("[").problem(with: .text("x")) == "the pattern [ is not a regular expression")
    }

    @Test func valuesReadAsText() {
        #expect(FormValue.number(3).description == "3")
        #expect(FormValue.number(2.5).description == "2.5")
        #expect(FormValue.flag(false).description == "false")
        #expect(FormValue.list(["a", "b"]).description == "a, b")
    }

    @Test func aFormWithNothingToAskFinishesAtOnce() {
        var state = FormState(groups: [FormState.Group(fields: [FormState.Field(key: "n", title: "Note", role: .note)])])
        #expect(state.focus == nil)
        expectTransition(&state, .next(committing: nil), events: [.finished([])])
    }
}
