import SelectionCore
import SelectionTerminal
import SelectionUI

/// Design 4, "Interval RunCalc": a running calculator. Distance, Pace and Time fields each open
/// the digit-wheel picker for their unit modally, coloured by the unit's category; entering any
/// two computes the third (``RunCalculator``); the units switch between kilometers and miles
/// (the pace between minutes per kilometer and per mile), converting what is there.
enum RunCalcDemo {
    /// The units drop-down's options: a distance unit, and the pace unit that goes with it.
    static let systems: [Choice<MeasurementUnit>] = [
        Choice("Kilometers", value: .kilometers, detail: "km, min/km"),
        Choice("Miles", value: .miles, detail: "mi, min/mi"),
    ]

    /// Distance 10 km (wheels 010.00), time 50:00 (wheels 00:50:00): the pace reads 5:00 per km.
    static let script = DemoScript([.enter, .text("01000"), .enter, .tab, .tab, .enter, .text("0050"), .enter])

    static func makeScreen() -> AppScreen {
        var run = RunCalculator()
        var content = ScreenContent(
            title: "RunCalc",
            hint: "Enter any two of distance, pace and time: the third is computed. q leaves")
        let fields = RunCalculator.Quantity.allCases.map { quantity in
            (quantity, content.add(field(quantity, of: run), label: title(of: quantity)))
        }
        let units = content.add(
            DropDownControl(id: "units", options: systems, preselecting: .values([.kilometers]), title: "Units"),
            label: "Units")
        content.status = "Enter two of the three"
        return AppScreen(content) { note, content in
            do throws(RunCalculatorError) {
                if case .selected(_, _, let distanceUnit)? = note.event(from: units) {
                    try run.setDistanceUnit(distanceUnit)
                    try run.setPaceUnit(distanceUnit == .miles ? .minutesPerMile : .minutesPerKilometer)
                } else if let (quantity, number) = fields.lazy.compactMap({ quantity, handle in
                    if case .valueChanged(_, let number)? = note.event(from: handle) { (quantity, number) } else { nil }
                }).first {
                    try run.set(quantity, to: number)
                } else {
                    return .proceed
                }
            } catch {
                content.status = "✗ " + error.description
                return .proceed
            }
            for (quantity, handle) in fields { content[handle] = field(quantity, of: run) }
            content.status = status(of: run)
            return .proceed
        }
    }

    /// The field for `quantity` as `run` has it: its value in its unit, its category's colour,
    /// and a picker on the unit's wheels starting at that value.
    static func field(_ quantity: RunCalculator.Quantity, of run: RunCalculator) -> ModalFieldControl<Double> {
        let unit = run.unit(of: quantity)
        let value = run.value(of: quantity).map { rounded($0, in: unit) }
        var text = value.map { self.text(of: $0, in: unit) }
        if let shown = text, run.computed == quantity { text = shown + " (computed)" }
        let title = title(of: quantity)
        var field = ModalFieldControl(id: quantity.rawValue, title: title, text: text, placeholder: "Set...") { _ in
            PromptModal(WheelPicker(title: title, format: unit.defaultFormat, value: value ?? 0, unit: unit), drawsOwnToolbar: true)
        } describe: { chosen in
            self.text(of: chosen, in: unit)
        }
        field.value = value
        field.accent = .text(on: unit.category.colour)
        return field
    }

    static func title(of quantity: RunCalculator.Quantity) -> String {
        switch quantity {
        case .distance: "Distance"
        case .pace: "Pace"
        case .time: "Time"
        }
    }

    /// `value` to what its wheels can show: hundredths for distances and speeds, whole seconds for paces and times.
    static func rounded(_ value: Double, in unit: MeasurementUnit) -> Double {
        unit.isPace || unit == .time ? value.rounded() : (value * 100).rounded() / 100
    }

    /// The value as its wheels show it, without the leading zeros (`10.00 km`, `5:00 min/km`,
    /// `0:50:00`); a value the wheels cannot show (a pace over 59:59) says so.
    static func text(of value: Double, in unit: MeasurementUnit) -> String {
        guard let number = number(of: value, in: unit) else { return "out of range" }
        return unit == .time ? number : number + " " + unit.symbol
    }

    /// The wheels' text without the leading zeros, or nil when the wheels cannot show `value`.
    static func number(of value: Double, in unit: MeasurementUnit) -> String? {
        guard let wheels = try? unit.defaultFormat.string(for: rounded(value, in: unit)) else { return nil }
        var text = Substring(wheels)
        while text.count > 1, text.first == "0", let next = text.dropFirst().first, next.isNumber { text = text.dropFirst() }
        return String(text)
    }

    /// What was computed, from what: `pace 5:00 per km, from distance and time`.
    static func status(of run: RunCalculator) -> String {
        guard let computed = run.computed else {
            return run.inputs.isEmpty ? "Enter two of the three" : "Now one more of the three"
        }
        let inputs = run.inputs.map(\.name).joined(separator: " and ")
        guard let value = run.value(of: computed) else { return "\(computed.name) cannot be computed from \(inputs)" }
        let unit = run.unit(of: computed)
        var reading = text(of: value, in: unit)
        if unit.isPace, let number = number(of: value, in: unit) {
            reading = number + (unit == .minutesPerMile ? " per mi" : " per km")
        }
        return "\(computed.name) \(reading), from \(inputs)"
    }
}
