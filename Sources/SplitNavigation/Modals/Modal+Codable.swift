/// A modal encodes as `{"style": "sheet", "stack": [<child>, …]}`, its root first. Decoding
/// rejects an empty stack with ``NavigationError/Code/invalidState``; the state and presentation
/// decoders check the children against everything else.
extension Modal: Codable {
    enum CodingKeys: String, CodingKey {
        case style, stack
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            style: try container.decode(ModalStyle.self, forKey: .style),
            stack: try container.decode([Child<Route>].self, forKey: .stack))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(stack, forKey: .stack)
    }
}
