import SplitNavigation

/// One output line: the presentation and changes, or the error.
enum BridgeReply: Encodable {
    case success(Presentation<String>, changes: [NavigationChange<String>])
    case failure(BridgeError)

    enum CodingKeys: String, CodingKey {
        case ok, changes, error, layout, primary, detail, detailOnly, placeholder, stack
    }

    enum ErrorKeys: String, CodingKey {
        case code, message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .success(let presentation, let changes):
            try container.encode(true, forKey: .ok)
            try container.encode(presentation.layout, forKey: .layout)
            switch presentation {
            case .regular(let primary, let detail, let placeholder, let detailOnly):
                try container.encode(primary.map(BridgeChild.init), forKey: .primary)
                try container.encode(detail.map(BridgeChild.init), forKey: .detail)
                try container.encode(detailOnly, forKey: .detailOnly)
                try container.encodeIfPresent(placeholder, forKey: .placeholder)
            case .compact(let stack):
                try container.encode(stack.map(BridgeChild.init), forKey: .stack)
            }
            try container.encode(changes.map(BridgeChange.init), forKey: .changes)
        case .failure(let error):
            try container.encode(false, forKey: .ok)
            var nested = container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            try nested.encode(error.code.rawValue, forKey: .code)
            try nested.encode(error.message, forKey: .message)
        }
    }
}

/// A change as the protocol prints it: the library's form, with children printed as
/// ``BridgeChild`` (visible rows, not saved trees).
struct BridgeChange: Encodable {
    let change: NavigationChange<String>

    enum CodingKeys: String, CodingKey {
        case change, id, child, column, index, rows
    }

    func encode(to encoder: any Encoder) throws {
        switch change {
        case .inserted(let child, let column, let index):
            _ = try encode(child, column: column, index: index, to: encoder)
        case .replaced(let id, let child, let column, let index):
            var container = try encode(child, column: column, index: index, to: encoder)
            try container.encode(id, forKey: .id)
        case .updated(let child, let column, let index, let rows):
            var container = try encode(child, column: column, index: index, to: encoder)
            try container.encode(rows, forKey: .rows)
        default:
            try change.encode(to: encoder)
        }
    }

    /// The fields of the changes that carry a child: its name, the printed child and where it is.
    private func encode(
        _ child: Child<String>, column: Column, index: Int, to encoder: any Encoder
    ) throws -> KeyedEncodingContainer<CodingKeys> {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(change.name, forKey: .change)
        try container.encode(BridgeChild(child: child), forKey: .child)
        try container.encode(column, forKey: .column)
        try container.encode(index, forKey: .index)
        return container
    }
}
