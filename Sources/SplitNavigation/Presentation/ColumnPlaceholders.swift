/// The placeholders of the supplementary and detail columns (the primary column never has one,
/// as it always has its root).
@usableFromInline
struct ColumnPlaceholders<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    @usableFromInline var supplementary: Route?
    @usableFromInline var detail: Route?

    @inlinable
    init(supplementary: Route? = nil, detail: Route? = nil) {
        self.supplementary = supplementary
        self.detail = detail
    }

    @inlinable
    subscript(column: Column) -> Route? {
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
