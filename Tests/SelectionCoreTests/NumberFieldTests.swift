import Testing

@testable import SelectionCore

/// docs/behaviour.md §7: the number field's rules NUM-01 … NUM-12 and the vectors NUM-V1 … NUM-V10.
@Suite struct NumberFieldTests {
    func d(_ text: String) -> DecimalNumber {
        guard let number = DecimalNumber(text) else {
            Issue.record("not a number: \(text)")
            return DecimalNumber(0)
        }
        return number
    }

    func field(min: String? = nil, max: String? = nil, step: String = "1", value: String? = nil, digits: Int? = nil) -> NumberFieldState {
        let configuration = NumberFieldConfiguration(
            minimum: min.map(d), maximum: max.map(d), step: d(step), fractionDigits: digits)
        return NumberFieldState(configuration, value: value.map(d))
    }

    // MARK: Vectors

    // NUM-V1
    @Test func numV1DecimalStepsHaveNoFloatingPointResidue() {
        var state = field(step: "0.1", value: "0.2")
        #expect(state.send(.increment) == [.valueChanged(d("0.3")), .textChanged("0.3")])
        #expect(state.text == "0.3")
        #expect(state.value?.description == "0.3")
    }

    // NUM-V2
    @Test func numV2EndSnapsTheMaximumOntoTheGrid() {
        var state = field(min: "0", max: "10", step: "3")
        state.send(.toMaximum)
        #expect(state.value == d("9"))
        #expect(state.text == "9")
    }

    // NUM-V3
    @Test func numV3UpToTheLastGridValueThenNothing() {
        var state = field(min: "0", max: "10", step: "3", value: "8")
        state.send(.increment)
        #expect(state.value == d("9"))
        #expect(state.canIncrement == false)
        #expect(state.send(.increment) == [])
        #expect(state.value == d("9"))
    }

    // NUM-V4, NUM-V5
    @Test(arguments: [("2.4", "3", "2"), ("2.6", "3", "2")])
    func numV4V5OffGridValuesStepStrictlyInTheirDirection(start: String, up: String, down: String) {
        var rising = field(value: start, digits: 1)
        rising.send(.increment)
        #expect(rising.value == d(up))
        var falling = field(value: start, digits: 1)
        falling.send(.decrement)
        #expect(falling.value == d(down))
    }

    // NUM-V6
    @Test func numV6UpFromEmptyStartsAtTheMinimum() {
        var state = field(min: "1", step: "2")
        #expect(state.send(.increment) == [.valueChanged(d("1")), .textChanged("1"), .validityChanged(.valid)])
    }

    // NUM-V7
    @Test func numV7DownFromEmptyStartsAtTheMaximumSnappedDown() {
        var state = field(min: "1", max: "10", step: "2")
        state.send(.decrement)
        #expect(state.value == d("9"))
    }

    // NUM-V8
    @Test func numV8CommitRoundsHalfAwayFromTheAnchor() {
        var state = field()
        state.send(.text(.replaceAll("-2.5")))
        #expect(state.send(.commit) == [.commitAdjusted(typed: d("-2.5")), .valueChanged(d("-3")), .textChanged("-3")])
        #expect(state.text == "-3")
    }

    // NUM-V9, NUM-03
    @Test func numV9AMinusSignIsRejectedWhenTheMinimumIsNotNegative() {
        var state = field(min: "0")
        #expect(state.send(.text(.insert("-"))) == [.rejectedInput("-")])
        #expect(state.text == "")
        var signed = field(min: "-5")
        #expect(signed.send(.text(.insert("-"))) == [.textChanged("-"), .validityChanged(.incomplete)])
    }

    // NUM-V10, NUM-03
    @Test func numV10ADecimalPointIsRejectedInAWholeNumberField() {
        var state = field(value: "4")
        #expect(state.send(.text(.insert("."))) == [.rejectedInput(".")])
        var decimal = field(step: "0.5", value: "4")
        #expect(decimal.text == "4.0")
        decimal.send(.text(.deleteBackward))
        decimal.send(.text(.deleteBackward))
        decimal.send(.text(.insert(".")))
        decimal.send(.text(.insert("5")))
        #expect(decimal.text == "4.5")
    }

    // MARK: Rules

    @Test func num01ArrowsStepPagesStepTenfoldHomeAndEndGoToTheBounds() {
        var state = field(min: "-100", max: "100", step: "2", value: "10")
        state.send(.increment)
        #expect(state.value == d("12"))
        state.send(.decrement)
        state.send(.decrement)
        #expect(state.value == d("8"))
        state.send(.incrementPage)
        #expect(state.value == d("28"))
        state.send(.decrementPage)
        #expect(state.value == d("8"))
        state.send(.toMinimum)
        #expect(state.value == d("-100"))
        state.send(.toMaximum)
        #expect(state.value == d("100"))
        // Without bounds, Home and End do nothing.
        var unbounded = field(value: "5")
        #expect(unbounded.send(.toMinimum) == [])
        #expect(unbounded.send(.toMaximum) == [])
        // An explicit page step (OPTION largeStep).
        var paged = NumberFieldState(NumberFieldConfiguration(step: d("1"), pageStep: d("5")), value: d("0"))
        paged.send(.incrementPage)
        #expect(paged.value == d("5"))
    }

    @Test func num03KeystrokesThatCannotMakeANumberAreRefused() {
        var state = field(min: "-10", max: "10", step: "0.5")
        for character in "a,e x" { #expect(state.send(.text(.insert(String(character)))) == [.rejectedInput(character)]) }
        state.send(.text(.insert("1")))
        #expect(state.send(.text(.insert("-"))) == [.rejectedInput("-")])  // not after a digit
        state.send(.text(.insert(".")))
        #expect(state.send(.text(.insert("."))) == [.rejectedInput(".")])  // one point
        state.send(.text(.insert("5")))
        #expect(state.send(.text(.insert("5"))) == [.rejectedInput("5")])  // one decimal place, as the step has
        #expect(state.text == "1.5")
        var positive = field(max: "-1")
        #expect(positive.send(.text(.insert("+"))) == [.rejectedInput("+")])  // a plus only when max > 0
    }

    @Test func num04StepsFromAnEmptyFieldStartAtABoundOrZero() {
        var up = field()
        up.send(.increment)
        #expect(up.value == d("0"))
        var down = field(max: "7")
        down.send(.decrement)
        #expect(down.value == d("7"))
    }

    @Test func num05StepsFromTypedOffGridTextGoStrictlyPastIt() {
        var state = field(min: "0", step: "5", value: "10")
        state.send(.text(.insert("3")))  // 103
        state.send(.increment)
        #expect(state.value == d("105"))
        state.send(.text(.replaceAll("103")))
        state.send(.decrement)
        #expect(state.value == d("100"))
    }

    @Test func num06SnapIsAnchoredAtTheMinimumAndClampsToTheLastGridValue() {
        let configuration = NumberFieldConfiguration(minimum: d("1"), maximum: d("10"), step: d("2"))
        #expect(configuration.snapped(d("4")) == d("5"))  // r = 1, half of 2: away from the anchor
        #expect(configuration.snapped(d("3.9")) == d("3"))
        #expect(configuration.snapped(d("-4")) == d("1"))
        #expect(configuration.snapped(d("10")) == d("9"))
        #expect(configuration.snapped(d("100")) == d("9"))
        let tenths = NumberFieldConfiguration(step: d("0.1"))
        #expect(tenths.snapped(d("0.35")) == d("0.4"))
        #expect(tenths.snapped(d("-0.35")) == d("-0.4"))
    }

    @Test func num07HomeIsTheMinimumExactlyEndIsTheMaximumSnapped() {
        var state = field(min: "0.5", max: "10", step: "2", value: "4.5")
        state.send(.toMinimum)
        #expect(state.value == d("0.5"))
        state.send(.toMaximum)
        #expect(state.value == d("8.5"))
    }

    @Test func num08CommitEmptyUnparsableSnapOrValidate() {
        var state = field(min: "0", max: "10", value: "5")
        state.send(.text(.replaceAll("")))
        #expect(state.send(.commit) == [.valueChanged(nil)])
        state = field(min: "0", max: "10", value: "5")
        state.send(.text(.replaceAll("12abc")))
        #expect(state.validity == .notANumber)
        #expect(state.send(.commit) == [.commitReverted, .textChanged("5"), .validityChanged(.valid)])
        state.send(.text(.replaceAll("42")))
        #expect(state.validity == .aboveMaximum(d("10")))  // flagged, not clamped, while typing
        #expect(state.text == "42")
        #expect(
            state.send(.commit) == [.commitAdjusted(typed: d("42")), .valueChanged(d("10")), .textChanged("10"), .validityChanged(.valid)])

        var validating = NumberFieldState(
            NumberFieldConfiguration(minimum: d("0"), maximum: d("10"), commitBehavior: .validate), value: d("5"))
        validating.send(.text(.replaceAll("42")))
        #expect(validating.send(.commit) == [.valueChanged(d("42"))])
        #expect(validating.validity == .aboveMaximum(d("10")))
    }

    @Test func num09ArrowsNeverWrapAtABound() {
        var state = field(min: "0", max: "3", value: "3")
        #expect(state.canIncrement == false)
        #expect(state.send(.increment) == [])
        state.send(.toMinimum)
        #expect(state.canDecrement == false)
        #expect(state.send(.decrement) == [])
        #expect(state.value == d("0"))
    }

    @Test func num10PressAndHoldStepsAtOnceThenRepeatsAndStopsAtTheBound() {
        var state = field(max: "3", value: "0")
        state.send(.pressStepButton(direction: 1, now: .zero))
        #expect(state.value == d("1"))
        #expect(state.deadline == .milliseconds(400))
        #expect(state.send(.tick(now: .milliseconds(399))) == [])
        state.send(.tick(now: .milliseconds(400)))
        #expect(state.value == d("2"))
        #expect(state.deadline == .milliseconds(460))
        state.send(.tick(now: .milliseconds(460)))
        #expect(state.value == d("3"))
        state.send(.tick(now: .milliseconds(520)))  // at the bound: repeating stops
        #expect(state.value == d("3"))
        #expect(state.deadline == nil)
        state.send(.pressStepButton(direction: -1, now: .seconds(1)))
        state.send(.releaseStepButton)
        #expect(state.deadline == nil)
        #expect(state.value == d("2"))
    }

    @Test func num12AStepToTheSameNumberStillResyncsTheText() {
        var state = field(min: "0", max: "10", value: "10")
        state.send(.text(.moveToEnd))
        state.send(.text(.insert("0")))  // "100": above the maximum, as typed
        #expect(state.text == "100")
        state.send(.increment)  // snaps back to the last grid value, 10: the same number as before
        #expect(state.value == d("10"))
        #expect(state.text == "10")
    }

    @Test func caretEditing() {
        var state = field(value: "125")
        state.send(.text(.moveLeft))
        state.send(.text(.deleteBackward))
        #expect(state.text == "15")
        state.send(.text(.deleteForward))
        #expect(state.text == "1")
        state.send(.text(.moveToStart))
        state.send(.text(.insert("9")))
        #expect((state.text, state.caret) == ("91", 1))
    }

    // MARK: Decimal numbers and plain mode

    @Test func decimalNumbersReadAndPrintExactly() {
        #expect(DecimalNumber("12.50")?.description == "12.5")
        #expect(DecimalNumber(".5")?.description == "0.5")
        #expect(DecimalNumber("-0.05")?.formatted(fractionDigits: 3) == "-0.050")
        #expect(DecimalNumber("0.125")?.formatted(fractionDigits: 2) == "0.13")
        #expect(DecimalNumber("-0.125")?.formatted(fractionDigits: 2) == "-0.13")
        #expect(DecimalNumber("1e3") == nil)
        #expect(DecimalNumber("-") == nil)
        #expect(DecimalNumber("1,000") == nil)
        #expect(DecimalNumber("1234567890123456") == nil)  // more than 15 digits
        #expect(DecimalNumber("123456789012345.0000000000")?.description == "123456789012345")  // trailing zeros do not count
        #expect(DecimalNumber("007.050")?.description == "7.05")
        #expect(DecimalNumber("0.000000000000001")?.description == "0.000000000000001")
        #expect(DecimalNumber("0.0000000000000001") == nil)
        #expect(DecimalNumber("5.")?.description == "5")
        #expect(DecimalNumber("-.5")?.description == "-0.5")
        #expect(DecimalNumber("1..2") == nil)
        #expect(d("0.1") < d("0.25"))
        #expect(d("0.30") == d("0.3"))
        #expect(d("123456789012345").formatted(fractionDigits: 15) == "123456789012345.000000000000000")
        #expect(d("-7").formatted(fractionDigits: 2) == "-7.00")
        #expect(d("0").formatted(fractionDigits: 0) == "0")
    }

    @Test func hugeNumbersNeverOverflow() {
        // 922337203685477 at 4 decimal places is 9.2 × 10^18 units: beyond the grid's 10^17.
        let wide = NumberFieldConfiguration(minimum: d("-922337203685477"), maximum: d("922337203685477"), step: d("0.0001"))
        #expect(wide.fitsPrecision == false)
        var state = NumberFieldState(wide, value: d("922337203685477"))
        #expect(state.send(.increment) == [])  // the number stays; nothing traps
        state.send(.toMaximum)
        #expect(state.value == d("922337203685477"))
        let large = NumberFieldConfiguration(minimum: d("-99999999999999"), maximum: d("99999999999999"), step: d("1"))
        #expect(large.fitsPrecision)
        var edge = NumberFieldState(large, value: d("99999999999998"))
        edge.send(.increment)
        edge.send(.increment)
        #expect(edge.value == d("99999999999999"))
        edge.send(.toMinimum)
        edge.send(.decrementPage)
        #expect(edge.value == d("-99999999999999"))
    }

    @Test func plainModeReadsALineAsAValueOrAMessage() {
        let configuration = NumberFieldConfiguration(minimum: d("0"), maximum: d("10"), step: d("0.5"))
        #expect(configuration.readLine(" 4.5 ", current: nil) == .success(d("4.5")))
        #expect(configuration.readLine("4.4", current: nil) == .success(d("4.5")))  // snapped, NUM-08
        #expect(configuration.readLine("", current: d("2")) == .success(d("2")))
        #expect(configuration.readLine("", current: nil) == .failure(LineEntryError("type a number")))
        #expect(configuration.readLine("12", current: nil) == .failure(LineEntryError("12 is above the maximum 10.0")))
        #expect(configuration.readLine("-1", current: nil) == .failure(LineEntryError("-1 is below the minimum 0.0")))
        #expect(configuration.readLine("ten", current: nil) == .failure(LineEntryError("\"ten\" is not a number")))
        #expect(
            configuration.readLine("1.25", current: nil)
                == .failure(LineEntryError("1.25 has too many decimal places: type at most 1 decimal places")))
    }
}
