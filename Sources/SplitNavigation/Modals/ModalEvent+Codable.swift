/// A modal event encodes as the `"action"` of a `modal` event, one object with a `"kind"`:
/// `{"kind":"push","route":R,"column":"detail"}`, `{"kind":"pop"}`, `{"kind":"popTo","id":9}`,
/// `{"kind":"popToRoot"}`, `{"kind":"replaceTop","route":R,"column":"detail"}`.
extension ModalEvent: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, id
    }

    /// The kinds in their JSON form, in declaration order.
    public static var kindNames: [String] { ["push", "pop", "popTo", "popToRoot", "replaceTop"] }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "push": self = .push(try NewChild<Route>(from: decoder))
        case "pop": self = .pop
        case "popTo": self = .popTo(try container.decode(ChildID.self, forKey: .id))
        case "popToRoot": self = .popToRoot
        case "replaceTop": self = .replaceTop(try NewChild<Route>(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown modal event \"\(kind)\"; expected one of \(Self.kindNames.joined(separator: ", "))")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .push(let child):
            try container.encode("push", forKey: .kind)
            try child.encode(to: encoder)
        case .pop:
            try container.encode("pop", forKey: .kind)
        case .popTo(let id):
            try container.encode("popTo", forKey: .kind)
            try container.encode(id, forKey: .id)
        case .popToRoot:
            try container.encode("popToRoot", forKey: .kind)
        case .replaceTop(let child):
            try container.encode("replaceTop", forKey: .kind)
            try child.encode(to: encoder)
        }
    }
}
