/// A placeholder encodes as an object with one key: `{"route": <route>}` or `{"text": "…"}`.
/// ``Presentation`` and ``NavigationChange`` write the same keys inline (see their encodings).
extension Placeholder: Codable {
    enum CodingKeys: String, CodingKey {
        case route, text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch (container.contains(.route), container.contains(.text)) {
        case (true, false): self = .route(try container.decode(Route.self, forKey: .route))
        case (false, true): self = .text(try container.decode(String.self, forKey: .text))
        default:
            let path = codingPathDescription(decoder.codingPath)
            throw NavigationError(
                .malformedInput, "a placeholder\(path.isEmpty ? "" : " at \(path)") has exactly one of \"route\" and \"text\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .route(let route): try container.encode(route, forKey: .route)
        case .text(let text): try container.encode(text, forKey: .text)
        }
    }
}
