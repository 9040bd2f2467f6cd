/// The placeholders of the supplementary and detail columns (the primary column never has one,
/// as it always has its root).
@usableFromInline
struct ColumnPlaceholders<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    @usableFromInline var supplementary: Placeholder<Route>?
    @usableFromInline var detail: Placeholder<Route>?

    @inlinable
    init(supplementary: Placeholder<Route>? = nil, detail: Placeholder<Route>? = nil) {
        self.supplementary = supplementary
        self.detail = detail
    }

    @inlinable
    subscript(column: Column) -> Placeholder<Route>? {
        get {
            switch column {
            case .primary: nil
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        set {
            switch column {
            case .primary: break
            case .supplementary: supplementary = newValue
            case .detail: detail = newValue
            }
        }
    }
}

extension ColumnPlaceholders {
    // Written out and inlinable so the navigator's check after every event specializes for the
    // app's route type instead of going through generic metadata.
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.supplementary == rhs.supplementary && lhs.detail == rhs.detail
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(supplementary)
        hasher.combine(detail)
    }
}
