// A link is a path and a query, without scheme or host. Modals go in the query, since every
// path segment but `-` already reads as a route.

extension NavigationTarget where Route: LinkRoute {
    /// The target as a link: `/` and each column's percent-encoded route segments, with a `-`
    /// segment between columns (trailing empty ones left out), then a query with `visibility=…`
    /// and a `modal=…` item per modal, bottom first: the style, then its routes, separated by
    /// `/`. A path or modal whose last segment is empty ends in one more `/`.
    ///
    /// A child's look follows its route as `;`-separated parameters: `row=` the selected row
    /// (as a segment of the column to the list's right), `node=` the selected accordion node,
    /// `open=` the expanded nodes separated by `,` (empty for none), `tab=` the selected tab:
    /// `/Mailboxes;node=7;open=1/-/Inbox;row=Message%2042;tab=focused/-/Message%2042`.
    ///
    /// ```swift
    /// NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]).link
    /// // "/Mailboxes/-/Inbox/-/Message%2042"
    /// NavigationTarget(primary: ["Mailboxes"], modals: [ModalTarget(root: "Compose", pushed: ["To: Ann"])]).link
    /// // "/Mailboxes?modal=sheet/Compose/To%3A%20Ann"
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the segments.
    public var link: String {
        // Two groups are primary and detail, in either split.
        let groups = !supplementary.isEmpty ? [primary, supplementary, detail] : detail.isEmpty ? [primary] : [primary, detail]
        let groupColumns: [Column] = groups.count == 3 ? [.primary, .supplementary, .detail] : [.primary, .detail]
        var segments: [String] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { segments.append(LinkEncoding.separator) }
            let column = groupColumns[index]
            for (position, route) in group.enumerated() {
                segments.append(LinkEncoding.encode(route.linkSegment) + lookParameters(of: column, at: position))
            }
        }
        let path = "/" + Self.joined(segments)
        // Encoded segments never hold `/`, `&`, `=` or `?`, so they separate the query's parts.
        var query = visibility.map { ["visibility=" + $0.rawValue] } ?? []
        for modal in modals {
            query.append("modal=" + Self.joined([modal.style.rawValue] + modal.routes.map { LinkEncoding.encode($0.linkSegment) }))
        }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    /// Segments separated by `/`, with one more `/` after an empty last one.
    private static func joined(_ segments: [String]) -> String {
        segments.joined(separator: "/") + (segments.last?.isEmpty == true ? "/" : "")
    }

    /// The segments of `text`, without the empty one after a final `/`.
    private static func segments(of text: Substring) -> ArraySlice<Substring> {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        return text.last == "/" ? segments.dropLast() : segments[...]
    }

    /// Reads a link in the form ``link`` writes, for a split with `columns`. One group is the
    /// primary column; two are primary and detail; three add the supplementary column.
    ///
    /// - Throws: ``NavigationError/Code/invalidLink`` naming the segment or part at fault;
    ///   ``NavigationError/Code/columnNotInSplit`` for more column groups than the split has.
    /// - Complexity: O(*m*) in the length of the link, plus the route parsing.
    public init(link: String, columns: SplitColumns) throws(NavigationError) {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0]
        guard path.first == "/" else {
            throw .invalidLink(link, "it must start with \"/\"")
        }
        var groups: [[Substring]] = [[]]
        let body = path.dropFirst()
        if !body.isEmpty {
            for segment in Self.segments(of: body) {
                if segment == LinkEncoding.separator {
                    groups.append([])
                } else {
                    groups[groups.count - 1].append(segment)
                }
            }
        }
        guard groups.count <= columns.rawValue else {
            throw .columnNotInSplit(
                .supplementary, "the link \"\(link)\" names \(groups.count) columns, the split has \(columns.rawValue)")
        }
        // Two groups are primary and detail (a target without supplementary routes writes them so).
        let named: [Column] = groups.count == 3 ? [.primary, .supplementary, .detail] : [.primary, .detail]
        self.init(primary: [])
        for (group, column) in zip(groups, named) {
            var routes: [Route] = []
            for segment in group {
                // A route's segment is encoded, so its first `;` starts the look's parameters.
                let parts = segment.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
                guard let text = LinkEncoding.decode(parts[0]) else {
                    throw .invalidLink(link, "segment \"\(parts[0])\" has a malformed percent escape or is not UTF-8")
                }
                guard let route = Route(linkSegment: text, column: column) else {
                    throw .invalidLink(link, "segment \"\(text)\" names no route the \(column) column can hold")
                }
                if parts.count == 2 {
                    setLook(try Self.readLook(parts[1], of: column, in: columns, link: link), of: column, at: routes.count)
                }
                routes.append(route)
            }
            self[column] = routes
        }
        if parts.count == 2 {
            try readQuery(parts[1], of: link)
        }
    }

    /// Reads the query's choices and modals: `visibility=…`, at most once, and `modal=…` items,
    /// bottom first.
    private mutating func readQuery(_ query: Substring, of link: String) throws(NavigationError) {
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            switch pair.count == 2 ? pair[0] : nil {
            case "visibility":
                guard visibility == nil else { throw .invalidLink(link, "the query gives \"visibility\" twice") }
                guard let value = ColumnVisibility(rawValue: String(pair[1])) else {
                    throw .invalidLink(link, "\"\(pair[1])\" is not a visibility; expected automatic, all, doubleColumn or detailOnly")
                }
                visibility = value
            case "modal":
                modals.append(try Self.readModal(pair[1], number: modals.count + 1, of: link))
            default:
                throw .invalidLink(link, "the query takes \"visibility\" and \"modal\", not \"\(item)\"")
            }
        }
    }

    /// Reads a `modal=` item's value: a style, then the routes of its stack, root first.
    private static func readModal(_ value: Substring, number: Int, of link: String) throws(NavigationError) -> ModalTarget<Route> {
        let parts = Self.segments(of: value)
        let styleName = parts.first ?? ""
        guard let style = ModalStyle(rawValue: String(styleName)) else {
            throw .invalidLink(link, "modal \(number): \"\(styleName)\" is not a modal style; expected sheet or fullScreenCover")
        }
        var routes: [Route] = []
        for segment in parts.dropFirst() {
            guard let text = LinkEncoding.decode(segment) else {
                throw .invalidLink(link, "modal \(number): segment \"\(segment)\" has a malformed percent escape or is not UTF-8")
            }
            guard let route = Route(linkSegment: text, style: style) else {
                throw .invalidLink(link, "modal \(number): segment \"\(text)\" names no route a \(style) can hold")
            }
            routes.append(route)
        }
        guard let root = routes.first else {
            throw .invalidLink(link, "modal \(number) has no routes: a modal needs at least its root")
        }
        return ModalTarget(root: root, pushed: Array(routes.dropFirst()), style: style)
    }
}

extension SplitState where Route: LinkRoute {
    /// The link to this state's navigation: ``NavigationTarget/link`` of ``NavigationTarget/init(_:)``.
    public var link: String {
        NavigationTarget(self).link
    }
}
