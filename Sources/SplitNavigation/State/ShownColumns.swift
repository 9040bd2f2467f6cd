/// A set of columns on screen at once, as the table of ``ColumnVisibility`` gives them: what
/// ``SplitState/visibleColumns`` answers, in a form the navigator compares before and after
/// every event without building arrays.
@usableFromInline
enum ShownColumns: Equatable, Sendable {
    case primary, detail, primaryDetail, supplementaryDetail, primarySupplementary, all

    /// The columns, leading to trailing.
    @inlinable
    var columns: [Column] {
        switch self {
        case .primary: Self.primaryAlone
        case .detail: Self.detailAlone
        case .primaryDetail: SplitColumns.twoColumns
        case .supplementaryDetail: Self.trailingTwo
        case .primarySupplementary: Self.leadingTwo
        case .all: SplitColumns.threeColumns
        }
    }

    // Shared constants built from `Column.allCases`, not array literals: Swift 6.3.1 numbers the
    // literals it outlines from an inlinable function differently in each module that inlines or
    // specializes it, and the linker keeps one module's literals under both modules' names (see
    // `SplitColumns.all`).
    @usableFromInline static let primaryAlone = Column.allCases.filter { $0 == .primary }
    @usableFromInline static let detailAlone = Column.allCases.filter { $0 == .detail }
    @usableFromInline static let trailingTwo = Column.allCases.filter { $0 != .primary }
    @usableFromInline static let leadingTwo = Column.allCases.filter { $0 != .detail }
}
