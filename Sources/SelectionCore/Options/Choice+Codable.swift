/// A choice encodes as the objects `sel choose --json` reads, so one document serves both:
///
/// ```json
/// {"label": "Production", "value": "prod", "detail": "eu-west-1", "disabled": "frozen until Monday"}
/// {"label": "Red", "value": "#ff0000", "colour": "#ff0000"}
/// ```
///
/// `detail`, `disabled` and `colour` are left out when there is none. A swatch drawn without its
/// label adds `"showsLabel": false`. Pictures are not encoded: encoding a choice drawn with a
/// picture throws `EncodingError.invalidValue`.
extension Choice: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case label, value, detail, disabled, colour, showsLabel
    }

    /// Reads a choice from `{"label", "value", "detail"?, "disabled"?, "colour"?, "showsLabel"?}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let label = try container.decode(String.self, forKey: .label)
        let value = try container.decode(Value.self, forKey: .value)
        let detail = try container.decodeIfPresent(String.self, forKey: .detail)
        let disabled = try container.decodeIfPresent(String.self, forKey: .disabled)
        var content = OptionContent.text
        if let hex = try container.decodeIfPresent(String.self, forKey: .colour) {
            let colour: Colour
            do {
                colour = try Colour(parsing: hex)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .colour, in: container, debugDescription: error.description)
            }
            let showsLabel = try container.decodeIfPresent(Bool.self, forKey: .showsLabel) ?? true
            content = showsLabel ? .swatchAndText(colour) : .swatch(colour)
        }
        self.init(label, value: value, detail: detail, content: content, disabled: disabled)
    }

    /// Writes the choice as `{"label", "value", "detail"?, "disabled"?, "colour"?, "showsLabel"?}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError.invalidValue` for a choice drawn with a picture.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(disabledReason, forKey: .disabled)
        switch content {
        case .text:
            break
        case .swatchAndText(let colour):
            try container.encode(colour.hexString, forKey: .colour)
        case .swatch(let colour):
            try container.encode(colour.hexString, forKey: .colour)
            try container.encode(false, forKey: .showsLabel)
        case .picture, .pictureAndText:
            throw EncodingError.invalidValue(
                content, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "a picture cannot be encoded"))
        }
    }
}
