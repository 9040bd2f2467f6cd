import SplitNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A saved session for the persistence suite: a regular state of `children` children, half in
/// each column, whose root holds an accordion of `rows` rows (panels of ten, all expanded), and
/// the same information as plain arrays for the baseline.
public struct SessionWorkload: Sendable {
    public let state: SplitState<MailRoute>
    public let plain: PlainSession
    public let stateJSON: Data
    public let plainJSON: Data

    public init(children: Int, rows: Int) {
        let shape = TreeShape(.smallPanels, count: rows)
        let content: ChildContent<MailRoute> = rows > 0 ? .accordion(shape.accordion()) : .plain
        let detailCount = children / 2
        let primary = [NewChild(MailRoute.mailboxes, preferring: .primary, content: content)]
            + (1..<(children - detailCount)).map { NewChild(MailRoute.mailbox($0), preferring: .primary) }
        let detail = (0..<detailCount).map { NewChild(MailRoute.message($0), preferring: .detail) }
        let state: SplitState<MailRoute>
        do {
            state = try SplitState(primary: primary, detail: detail)
            stateJSON = try state.jsonData()
        } catch {
            fatalError("the session cannot fail to build: \(error)")
        }
        func plainChildren(_ column: Column) -> [PlainChild] {
            state.stack(column).map(PlainChild.init)
        }
        self.state = state
        let plain = PlainSession(
            primary: plainChildren(.primary), detail: plainChildren(.detail),
            rows: shape.parents.enumerated().map { index, parent in
                PlainRow(id: index + 1, parent: parent == 0 ? nil : parent, value: .mailbox(index + 1),
                         destination: .message(index + 1), expanded: shape.hasChildren(index + 1))
            })
        self.plain = plain
        plainJSON = plain.jsonData()
    }
}

/// The persistence baseline: the same session as plain arrays with synthesized `Codable`,
/// encoded with the library's encoder settings and decoded without any checks.
public struct PlainSession: Codable, Sendable {
    public var primary: [PlainChild]
    public var detail: [PlainChild]
    public var rows: [PlainRow]

    /// The JSON form, with sorted keys as the library writes.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            fatalError("plain arrays always encode: \(error)")
        }
    }

    public init(primary: [PlainChild], detail: [PlainChild], rows: [PlainRow]) {
        self.primary = primary
        self.detail = detail
        self.rows = rows
    }

    public init(json: Data) {
        do {
            self = try JSONDecoder().decode(PlainSession.self, from: json)
        } catch {
            fatalError("the baseline's own JSON always decodes: \(error)")
        }
    }
}

/// An accordion row of the baseline: the node, its parent, its value and destination, and
/// whether it is expanded.
public struct PlainRow: Codable, Hashable, Sendable {
    public var id: Int
    public var parent: Int?
    public var value: MailRoute
    public var destination: MailRoute?
    public var expanded: Bool
}
