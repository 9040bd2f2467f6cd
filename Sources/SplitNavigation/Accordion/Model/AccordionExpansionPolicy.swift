/// How many siblings may be expanded at once.
///
/// The policy holds after every operation: when more siblings would be open than allowed, the
/// least recently opened collapse first. That order is part of the accordion's value.
///
/// ```swift
/// var accordion = try Accordion<String>(policy: .atMost(2))
/// ```
///
/// `single` is `atMost(1)`: the two are equal and encode the same way.
public struct AccordionExpansionPolicy: Hashable, Sendable {
    /// The most siblings that may be expanded at once, or `nil` for no limit.
    public let limit: Int?

    private init(limit: Int?) {
        self.limit = limit
    }

    /// Any number of nodes may be expanded.
    public static let multiple = AccordionExpansionPolicy(limit: nil)

    /// Expanding a node collapses its expanded siblings.
    public static let single = AccordionExpansionPolicy(limit: 1)

    /// At most `limit` siblings are expanded; the least recently opened closes first.
    ///
    /// - Throws: ``AccordionError/Code/invalidPolicy`` if `limit` is below 1.
    /// - Complexity: O(1).
    public static func atMost(_ limit: Int) throws(AccordionError) -> AccordionExpansionPolicy {
        guard limit >= 1 else {
            throw AccordionError(.invalidPolicy, "atMost(\(limit)): the limit must be at least 1")
        }
        return AccordionExpansionPolicy(limit: limit)
    }

    /// Whether `count` expanded siblings break the policy.
    func isExceeded(by count: Int) -> Bool {
        guard let limit else { return false }
        return count > limit
    }
}

extension AccordionExpansionPolicy: CustomStringConvertible {
    public var description: String {
        switch limit {
        case nil: "multiple"
        case 1: "single"
        case let limit?: "atMost(\(limit))"
        }
    }
}

extension AccordionExpansionPolicy: Codable {
    private enum CodingKeys: String, CodingKey {
        case atMost
    }

    /// Decodes `"multiple"`, `"single"` or `{"atMost": k}`.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "multiple": self = .multiple
            case "single": self = .single
            default: throw AccordionError(.invalidPolicy, "unknown expansion policy \"\(name)\"")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try .atMost(container.decode(Int.self, forKey: .atMost))
    }

    /// Encodes `"multiple"`, `"single"` or `{"atMost": k}`.
    public func encode(to encoder: any Encoder) throws {
        switch limit {
        case nil:
            var container = encoder.singleValueContainer()
            try container.encode("multiple")
        case 1:
            var container = encoder.singleValueContainer()
            try container.encode("single")
        case let limit?:
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(limit, forKey: .atMost)
        }
    }
}
