import Foundation
import SplitNavigation
import Testing

typealias Node = AccordionNode<String>
typealias StringAccordion = Accordion<String>

/// A leaf or branch with a readable value, for building test trees tersely.
func node(
    _ id: Int, _ children: [Node] = [], expanded: Bool = false, to route: String? = nil
) -> Node {
    Node(
        id: AccordionNodeID(id), value: "n\(id)",
        destination: route.map { RowDestination($0) },
        isExpanded: expanded, children: children
    )
}

/// What a table cell would show: the row chrome plus the node's value and destination, so that
/// replacing a value without a reload would be caught.
struct ShownRow: Hashable, CustomStringConvertible {
    var row: AccordionRow
    var value: String?
    var destination: RowDestination<String>?

    var description: String { "\(row) \(value ?? "")" }
}

extension Accordion<String> {
    /// The visible rows with their values.
    var shownRows: [ShownRow] {
        visibleRows.map { row in
            ShownRow(
                row: row,
                value: row.id.flatMap { try? value(of: $0) },
                destination: row.id.flatMap { try? destination(of: $0) }
            )
        }
    }

    /// Ids of the visible node rows, for terse expectations.
    var visibleIDs: [Int] {
        visibleRows.compactMap { $0.id?.rawValue }
    }

    /// Every node id, in pre-order, computed through the public accessors.
    var allIDs: [AccordionNodeID] {
        var result: [AccordionNodeID] = []
        var pending = ((try? children(of: nil)) ?? []).reversed() as [AccordionNodeID]
        while let id = pending.popLast() {
            result.append(id)
            pending.append(contentsOf: ((try? children(of: id)) ?? []).reversed())
        }
        return result
    }
}

/// The visible rows and every node's index path, recomputed naively from the public tree
/// accessors (children, expansion, paging) with an explicit-stack depth-first walk: the
/// reference the accordion's logarithmic structure must agree with.
struct ReferenceLayout {
    var rows: [AccordionRow] = []
    var pathOf: [AccordionNodeID: [Int]] = [:]
    var visibleIndexOf: [AccordionNodeID: Int] = [:]
    var loadingIndexOf: [AccordionNodeID?: Int] = [:]

    init(_ accordion: StringAccordion) throws {
        enum Item {
            case node(AccordionNodeID, path: [Int], visible: Bool)
            case loading(AccordionNodeID?, depth: Int)
        }
        var pending: [Item] = []
        if try accordion.paging(of: nil) == .loading { pending.append(.loading(nil, depth: 0)) }
        for (index, id) in try accordion.children(of: nil).enumerated().reversed() {
            pending.append(.node(id, path: [index], visible: true))
        }
        while let item = pending.popLast() {
            switch item {
            case .loading(let parent, let depth):
                loadingIndexOf[parent] = rows.count
                rows.append(AccordionRow(kind: .loading(parent: parent), depth: depth, isExpanded: false, hasChildren: false))
            case .node(let id, let path, let visible):
                pathOf[id] = path
                let children = try accordion.children(of: id)
                let expanded = try accordion.isExpanded(id)
                if visible {
                    visibleIndexOf[id] = rows.count
                    rows.append(AccordionRow(kind: .node(id), depth: path.count - 1, isExpanded: expanded,
                                             hasChildren: !children.isEmpty))
                    if expanded, try accordion.paging(of: id) == .loading {
                        pending.append(.loading(id, depth: path.count))
                    }
                }
                for (index, child) in children.enumerated().reversed() {
                    pending.append(.node(child, path: path + [index], visible: visible && expanded))
                }
            }
        }
    }
}

/// Every disagreement between the accordion's lookups and the reference walk, every broken
/// policy, and any broken internal invariant.
func consistencyProblems(_ accordion: StringAccordion) -> [String] {
    if let problem = accordion._invariantViolation() { return ["invariant: \(problem)"] }
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }
    do {
        let reference = try ReferenceLayout(accordion)
        let rows = accordion.visibleRows
        check(rows == reference.rows, "visibleRows \(rows) != reference \(reference.rows)")
        check(accordion.visibleCount == reference.rows.count, "visibleCount \(accordion.visibleCount)")
        for (index, row) in reference.rows.enumerated() {
            let found = try accordion.row(at: index)
            check(found == row, "row(at: \(index)) is \(found), expected \(row)")
        }
        check((try? accordion.row(at: reference.rows.count)) == nil, "row(at: visibleCount) exists")
        check(accordion.count == reference.pathOf.count, "count \(accordion.count) != \(reference.pathOf.count)")
        for (id, path) in reference.pathOf {
            check(try accordion.indexPath(of: id) == path, "indexPath(of: \(id)) != \(path)")
            check(try accordion.id(at: path) == id, "id(at: \(path)) != \(id)")
            let index = reference.visibleIndexOf[id]
            check(try accordion.visibleIndex(of: id) == index, "visibleIndex(of: \(id)) != \(String(describing: index))")
            check(try accordion.visibleIndex(at: path) == index, "visibleIndex(at: \(path)) != \(String(describing: index))")
            if let index {
                let located = try accordion.node(atRow: index)
                check(located?.id == id && located?.indexPath == path, "node(atRow: \(index)) is \(String(describing: located))")
            }
            check(try accordion.loadingRowIndex(of: id) == reference.loadingIndexOf[id], "loading row of \(id)")
        }
        check(try accordion.loadingRowIndex(of: nil) == reference.loadingIndexOf[nil], "top-level loading row")
        if let limit = accordion.policy.limit {
            for parent in [nil] + reference.pathOf.keys.map(Optional.some) {
                let open = try accordion.children(of: parent).filter { try accordion.isExpanded($0) }
                check(open.count <= limit, "\(open.count) children of \(String(describing: parent)) open under \(accordion.policy)")
                check(Set(try accordion.openedOrder(under: parent)) == Set(open), "opened order of \(String(describing: parent))")
            }
        }
    } catch {
        problems.append("lookup threw \(error)")
    }
    return problems
}

/// Checks every lookup of `accordion` against the reference walk, and the policy.
func expectConsistent(
    _ accordion: StringAccordion, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for problem in consistencyProblems(accordion).prefix(5) {
        Issue.record("\(problem) \(context())", sourceLocation: sourceLocation)
    }
}

/// Applies `event`, returning its outcome and the problems found: a change set that does not
/// turn the old shown rows into the new ones, a no-op that reports changes, or an error that
/// changed the accordion.
func applyAndCheck(
    _ event: AccordionEvent<String>, to accordion: inout StringAccordion
) -> (outcome: Result<AccordionChangeSet, AccordionError>, problems: [String]) {
    let before = accordion
    let oldRows = accordion.shownRows
    do {
        // `perform` is `apply` saying besides whether the accordion changed, which the navigator
        // trusts instead of comparing accordions: here the comparison checks it.
        let outcome = try accordion.perform(event)
        let changes = outcome.rows
        let newRows = accordion.shownRows
        var problems: [String] = []
        if outcome.changed != (accordion != before) {
            problems.append("\(event) says changed: \(outcome.changed), but the accordion \(accordion != before ? "changed" : "did not change")")
        }
        do {
            let rebuilt = try changes.applied(to: oldRows) { newRows[$0] }
            if rebuilt != newRows {
                problems.append("applying \(changes) to \(oldRows) gives \(rebuilt), not \(newRows)")
            }
        } catch {
            problems.append("change set \(changes) does not apply: \(error)")
        }
        let isSelect = if case .selectNode = event { true } else { false }
        if accordion == before, !isSelect, !changes.isEmpty {
            problems.append("nothing changed but the change set is \(changes)")
        }
        return (.success(changes), problems)
    } catch {
        var problems: [String] = []
        if accordion != before { problems.append("failed with \(error) but changed the accordion") }
        if accordion.shownRows != oldRows { problems.append("failed with \(error) but changed the rows") }
        return (.failure(error), problems)
    }
}

/// Applies `event` and records any problem ``applyAndCheck(_:to:)`` finds.
@discardableResult
func applyChecked(
    _ event: AccordionEvent<String>, to accordion: inout StringAccordion,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Result<AccordionChangeSet, AccordionError> {
    let (outcome, problems) = applyAndCheck(event, to: &accordion)
    for problem in problems {
        Issue.record("\(event): \(problem)", sourceLocation: sourceLocation)
    }
    return outcome
}

/// The change set of an event that must succeed, checked.
@discardableResult
func changes(
    _ event: AccordionEvent<String>, _ accordion: inout StringAccordion,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> AccordionChangeSet {
    try applyChecked(event, to: &accordion, sourceLocation: sourceLocation).get()
}

/// The code of the error an event must fail with, after checking that it changed nothing.
func failure(
    _ event: AccordionEvent<String>, _ accordion: inout StringAccordion,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AccordionError.Code? {
    switch applyChecked(event, to: &accordion, sourceLocation: sourceLocation) {
    case .success(let changes):
        Issue.record("\(event) succeeded with \(changes)", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        return error.code
    }
}

/// Encodes and decodes with sorted keys, for byte-stable JSON.
func roundTrip<T: Codable>(_ value: T) throws -> (T, String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    return (try JSONDecoder().decode(T.self, from: data), String(decoding: data, as: UTF8.self))
}

/// Decodes an accordion from JSON text.
func decodeAccordion(_ json: String) throws -> StringAccordion {
    try JSONDecoder().decode(StringAccordion.self, from: Data(json.utf8))
}

/// The code of the `AccordionError` that `body` throws, or `nil` if it does not throw one.
func errorCode(_ body: () throws -> Void) -> AccordionError.Code? {
    do {
        try body()
        return nil
    } catch let error as AccordionError {
        return error.code
    } catch {
        return nil
    }
}
