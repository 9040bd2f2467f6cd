/// A change set encodes as ranges of `[start, end)` pairs and notifications as small objects:
///
/// ```json
/// {"removed":[[3,5]],"inserted":[[3,4]],"reloaded":[2],
///  "notifications":[{"kind":"willExpand","node":7},{"kind":"didExpand","node":7}]}
/// ```
///
/// Decoding accepts only the shape accordion operations produce (see
/// ``AccordionChangeSet/applied(to:newRow:)``); anything else throws
/// ``AccordionError/Code/changesDoNotApply`` naming the field (`.inserted[0]`).
extension AccordionChangeSet: Codable {
    private enum CodingKeys: String, CodingKey {
        case removed, inserted, reloaded, notifications
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = codingPathDescription(decoder.codingPath)
        func ranges(_ key: CodingKeys) throws -> [Range<Int>] {
            try container.decode([[Int]].self, forKey: key).enumerated().map { position, pair in
                guard pair.count == 2 else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "a range is a [start, end) pair, not \(pair)")
                }
                guard pair[0] <= pair[1] else {
                    throw AccordionError(
                        .changesDoNotApply,
                        "the range [\(pair[0]), \(pair[1])] at \(path).\(key.stringValue)[\(position)] ends before it starts")
                }
                return pair[0]..<pair[1]
            }
        }
        self.init(
            removed: try ranges(.removed), inserted: try ranges(.inserted),
            reloaded: try container.decode([Int].self, forKey: .reloaded),
            notifications: try container.decode([AccordionNotification].self, forKey: .notifications))
        try validateShape(path: path)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(removed.map { [$0.lowerBound, $0.upperBound] }, forKey: .removed)
        try container.encode(inserted.map { [$0.lowerBound, $0.upperBound] }, forKey: .inserted)
        try container.encode(reloaded, forKey: .reloaded)
        try container.encode(notifications, forKey: .notifications)
    }
}

extension AccordionNotification: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, node
    }

    private enum Kind: String, Codable {
        case willExpand, didExpand, willCollapse, didCollapse, didSelect, didDeselect
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let node = try container.decode(AccordionNodeID.self, forKey: .node)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .willExpand: self = .willExpand(node)
        case .didExpand: self = .didExpand(node)
        case .willCollapse: self = .willCollapse(node)
        case .didCollapse: self = .didCollapse(node)
        case .didSelect: self = .didSelect(node)
        case .didDeselect: self = .didDeselect(node)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (kind, node): (Kind, AccordionNodeID) = switch self {
        case .willExpand(let node): (.willExpand, node)
        case .didExpand(let node): (.didExpand, node)
        case .willCollapse(let node): (.willCollapse, node)
        case .didCollapse(let node): (.didCollapse, node)
        case .didSelect(let node): (.didSelect, node)
        case .didDeselect(let node): (.didDeselect, node)
        }
        try container.encode(kind, forKey: .kind)
        try container.encode(node, forKey: .node)
    }
}
