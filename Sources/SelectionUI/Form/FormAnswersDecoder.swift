import SelectionCore

/// Decodes a form's answers into a `Decodable` type: the top level is keyed by the fields' keys,
/// each answer a single value (a list also unkeyed, as `[String]`).
struct FormAnswersDecoder: Decoder {
    var values: [String: FormValue]
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(values: values, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [String].self, DecodingError.Context(codingPath: codingPath, debugDescription: "a form's answers are keyed by field"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            FormValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "a form's answers are keyed by field"))
    }

    /// The answers by key.
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var values: [String: FormValue]
        var codingPath: [any CodingKey]
        var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = values[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "no answer for \"\(key.stringValue)\""))
            }
            return try T(from: FormValueDecoder(value: value, codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(
                type, DecodingError.Context(codingPath: codingPath + [key], debugDescription: "an answer is not keyed"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try FormValueDecoder(value: values[key.stringValue] ?? .list([]), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { FormAnswersDecoder(values: values, codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder { FormAnswersDecoder(values: values, codingPath: codingPath + [key]) }
    }
}

/// Decodes one answer: a single value, or a list's items.
struct FormValueDecoder: Decoder, SingleValueDecodingContainer {
    var value: FormValue
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw mismatch(type)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .list(let items): return Items(items: items, codingPath: codingPath)
        default: throw mismatch([String].self)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .flag(let flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .text(let text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// The number, when the integer type holds it exactly.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let made = T(exactly: try decode(Double.self)) else { throw mismatch(type) }
        return made
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "the answer is \(value.kindName)"))
    }

    /// A list's items, as strings.
    struct Items: UnkeyedDecodingContainer {
        var items: [String]
        var codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(items: [String], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "no more items"))
            }
            defer { currentIndex += 1 }
            return try T(from: FormValueDecoder(value: .text(items[currentIndex]), codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "an item is text"))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(
                [String].self, DecodingError.Context(codingPath: codingPath, debugDescription: "an item is text"))
        }

        mutating func superDecoder() throws -> any Decoder {
            FormValueDecoder(value: .list(items), codingPath: codingPath)
        }
    }
}

extension FormValue {
    /// The kind of answer, in words for messages.
    var kindName: String {
        switch self {
        case .text: "text"
        case .flag: "a flag"
        case .number: "a number"
        case .list: "a list"
        }
    }
}
