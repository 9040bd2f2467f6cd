// A link is a path and a query, without scheme or host: the app puts it behind its own
// (`mail://open` + link, `https://example.com/app` + link). The stacks go in the path, column
// after column, separated by a `-` segment; the layout-independent choices go in the query.

extension NavigationTarget where Route: LinkRoute {
    /// The target as a link: `/` and each column's route segments, percent-encoded, with a `-`
    /// segment between columns (trailing empty columns left out), then `?visibility=…` when the
    /// target has one.
    ///
    /// ```swift
    /// NavigationTarget(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 42"]).link
    /// // "/Mailboxes/-/Inbox/-/Message%2042"
    /// ```
    ///
    /// - Complexity: O(*m*) in the length of the segments.
    public var link: String {
        // Two groups are primary and detail, so a link without supplementary routes reads the
        // same in a two-column and a three-column split.
        let groups = !supplementary.isEmpty ? [primary, supplementary, detail] : detail.isEmpty ? [primary] : [primary, detail]
        var segments: [String] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { segments.append(LinkEncoding.separator) }
            segments += group.map { LinkEncoding.encode($0.linkSegment) }
        }
        let path = "/" + segments.joined(separator: "/")
        guard let visibility else { return path }
        return path + "?visibility=" + visibility.rawValue
    }

    /// Reads a link made by ``link`` for a split with `columns`: `/`, then the route segments
    /// of each column, percent-encoded, with a `-` segment between columns, and optionally
    /// `?visibility=…`. One group is the primary column; two are primary and detail; three are
    /// primary, supplementary and detail (``link`` writes three exactly when the supplementary
    /// column has routes, so two-column and three-column links read alike).
    ///
    /// - Throws: ``NavigationError/Code/invalidLink`` naming the segment or part at fault (a
    ///   segment that names no route the column can hold, an empty segment, a malformed escape,
    ///   an unknown query key or visibility); ``NavigationError/Code/columnNotInSplit`` for more
    ///   column groups than the split has.
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
            for (position, segment) in body.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                if segment == LinkEncoding.separator {
                    groups.append([])
                } else if segment.isEmpty {
                    throw .invalidLink(link, "segment \(position + 1) is empty")
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
                guard let text = LinkEncoding.decode(segment) else {
                    throw .invalidLink(link, "segment \"\(segment)\" has a malformed percent escape or is not UTF-8")
                }
                guard let route = Route(linkSegment: text, column: column) else {
                    throw .invalidLink(link, "segment \"\(text)\" names no route the \(column) column can hold")
                }
                routes.append(route)
            }
            self[column] = routes
        }
        if parts.count == 2 {
            try readQuery(parts[1], of: link)
        }
    }

    /// Reads the query's choices: `visibility=…`, at most once.
    private mutating func readQuery(_ query: Substring, of link: String) throws(NavigationError) {
        for item in query.split(separator: "&", omittingEmptySubsequences: false) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, pair[0] == "visibility" else {
                throw .invalidLink(link, "the query takes only \"visibility\", not \"\(item)\"")
            }
            guard visibility == nil else { throw .invalidLink(link, "the query gives \"visibility\" twice") }
            guard let value = ColumnVisibility(rawValue: String(pair[1])) else {
                throw .invalidLink(link, "\"\(pair[1])\" is not a visibility; expected automatic, all, doubleColumn or detailOnly")
            }
            visibility = value
        }
    }
}

extension SplitState where Route: LinkRoute {
    /// The link to this state's navigation: ``NavigationTarget/link`` of ``NavigationTarget/init(_:)``,
    /// which reads back to the same target.
    public var link: String {
        NavigationTarget(self).link
    }
}
