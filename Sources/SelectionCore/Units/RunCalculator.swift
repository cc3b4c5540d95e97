/// A running calculator: of distance, pace and time, any two give the third.
///
/// The two quantities set most recently are the inputs; the third is computed from them each
/// time one changes. Distance is in ``distanceUnit``, pace in ``paceUnit`` (seconds per mile or
/// kilometer for a pace, miles or kilometers per hour for a speed), time in seconds, like the
/// values of the units' wheel formats.
///
/// ```swift
/// var run = RunCalculator()                      // kilometers, minutes per kilometer
/// try run.set(.distance, to: 10)
/// try run.set(.time, to: 50 * 60)
/// run.pace                                       // 300: 5:00 per kilometer
/// try run.setPaceUnit(.minutesPerMile)           // 482.8032: 8:03 per mile
/// ```
package struct RunCalculator: Sendable, Equatable {
    /// One of the three quantities.
    package enum Quantity: String, Sendable, Hashable, CaseIterable {
        /// How far.
        case distance
        /// How fast: a pace or a speed.
        case pace
        /// How long, in seconds.
        case time

        /// The category of the quantity's units.
        package var category: UnitCategory {
            switch self {
            case .distance: .distance
            case .pace: .paceSpeed
            case .time: .time
            }
        }

        /// The name for messages.
        package var name: String { rawValue }
    }

    /// The distance, in ``distanceUnit``; `nil` until set or computed.
    package private(set) var distance: Double?
    /// The pace or speed, in ``paceUnit``; `nil` until set or computed, or when it cannot be
    /// computed (no pace for a distance of zero).
    package private(set) var pace: Double?
    /// The time in seconds; `nil` until set or computed.
    package private(set) var time: Double?
    /// The unit of ``distance``.
    package private(set) var distanceUnit: MeasurementUnit
    /// The unit of ``pace``: a pace or a speed.
    package private(set) var paceUnit: MeasurementUnit
    /// The quantities set by hand, least recent first; at most two.
    package private(set) var inputs: [Quantity] = []

    /// Creates an empty calculator.
    ///
    /// - Throws: ``RunCalculatorError/wrongUnit(_:for:)`` when a unit is from the wrong category.
    package init(distanceUnit: MeasurementUnit = .kilometers, paceUnit: MeasurementUnit = .minutesPerKilometer) throws(RunCalculatorError) {
        guard distanceUnit.category == .distance else { throw .wrongUnit(distanceUnit, for: .distance) }
        guard paceUnit.category == .paceSpeed else { throw .wrongUnit(paceUnit, for: .pace) }
        self.distanceUnit = distanceUnit
        self.paceUnit = paceUnit
    }

    /// Creates an empty calculator in kilometers and minutes per kilometer.
    package init() {
        distanceUnit = .kilometers
        paceUnit = .minutesPerKilometer
    }

    /// The quantity computed from the other two, once two are set.
    package var computed: Quantity? {
        inputs.count == 2 ? Quantity.allCases.first { !inputs.contains($0) } : nil
    }

    /// The value of `quantity`, in its unit.
    package func value(of quantity: Quantity) -> Double? {
        switch quantity {
        case .distance: distance
        case .pace: pace
        case .time: time
        }
    }

    /// The unit of `quantity`.
    package func unit(of quantity: Quantity) -> MeasurementUnit {
        switch quantity {
        case .distance: distanceUnit
        case .pace: paceUnit
        case .time: .time
        }
    }

    /// Sets `quantity` by hand, making it an input, and computes the third quantity when two are set.
    ///
    /// - Throws: ``RunCalculatorError/invalidValue(_:for:)`` for a negative, NaN or infinite value;
    ///   the calculator is then unchanged.
    package mutating func set(_ quantity: Quantity, to value: Double) throws(RunCalculatorError) {
        guard value.isFinite, value >= 0 else { throw .invalidValue(value, for: quantity) }
        store(value, in: quantity)
        inputs.removeAll { $0 == quantity }
        inputs.append(quantity)
        if inputs.count > 2 { inputs.removeFirst() }
        recompute()
    }

    /// Changes the distance unit, converting the distance (kilometers ↔ miles ↔ meters).
    ///
    /// - Throws: ``RunCalculatorError/wrongUnit(_:for:)`` for a unit that is not a distance.
    package mutating func setDistanceUnit(_ unit: MeasurementUnit) throws(RunCalculatorError) {
        guard unit.category == .distance else { throw .wrongUnit(unit, for: .distance) }
        distance = try distance.map { value throws(RunCalculatorError) in try convert(value, from: distanceUnit, to: unit) }
        distanceUnit = unit
    }

    /// Changes the pace unit, converting the pace (pace ↔ pace, pace ↔ speed, speed ↔ speed).
    ///
    /// - Throws: ``RunCalculatorError/wrongUnit(_:for:)`` for a unit that is not a pace or speed;
    ///   ``RunCalculatorError/conversion(_:)`` for a zero pace or speed turned into its counterpart.
    package mutating func setPaceUnit(_ unit: MeasurementUnit) throws(RunCalculatorError) {
        guard unit.category == .paceSpeed else { throw .wrongUnit(unit, for: .pace) }
        pace = try pace.map { value throws(RunCalculatorError) in try convert(value, from: paceUnit, to: unit) }
        paceUnit = unit
    }

    private func convert(_ value: Double, from: MeasurementUnit, to: MeasurementUnit) throws(RunCalculatorError) -> Double {
        do {
            return try from.convert(value, to: to)
        } catch {
            throw .conversion(error)
        }
    }

    private mutating func store(_ value: Double?, in quantity: Quantity) {
        switch quantity {
        case .distance: distance = value
        case .pace: pace = value
        case .time: time = value
        }
    }

    /// Computes the third quantity from the two inputs, in meters, seconds and the pace unit's
    /// length, so that round numbers stay round (10 km in 50:00 is exactly 300 s/km).
    private mutating func recompute() {
        guard let computed, let length = paceUnit.metersPerLength, let distancePerUnit = distanceUnit.metersPerLength else {
            return
        }
        let meters = distance.map { $0 * distancePerUnit }
        let result: Double?
        switch computed {
        case .pace:
            guard let meters, let time else { return }
            if paceUnit.isPace {
                result = meters > 0 ? time * length / meters : nil
            } else {
                result = time > 0 ? meters * 3600 / (length * time) : nil
            }
        case .time:
            guard let meters, let pace else { return }
            if paceUnit.isPace {
                result = pace * meters / length
            } else {
                result = pace > 0 ? meters * 3600 / (length * pace) : nil
            }
        case .distance:
            guard let time, let pace else { return }
            let computedMeters: Double?
            if paceUnit.isPace {
                computedMeters = pace > 0 ? time * length / pace : nil
            } else {
                computedMeters = pace * length * time / 3600
            }
            result = computedMeters.map { $0 / distancePerUnit }
        }
        store(result, in: computed)
    }
}
