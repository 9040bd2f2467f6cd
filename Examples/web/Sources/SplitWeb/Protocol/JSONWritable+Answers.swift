// Each answer type's fields in sorted order, as `JSONEncoder` with `.sortedKeys` writes its
// synthesized `Encodable` form (JSONWriterTests compares the two).

extension WebReply: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("changes", changes)
            json.field("draft", draft)
            json.field("error", error)
            json.field("history", history?.rawValue)
            json.field("link", link)
            json.field("ok", ok)
            json.field("presentation", presentation)
            json.field("recording", recording)
            json.field("reply", reply)
            json.field("sequence", sequence)
            json.field("summary", summary)
            json.field("unread", unread)
        }
    }
}

extension WebReply.Failure: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("code", code)
            json.field("message", message)
        }
    }
}

extension DraftView: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("attachments", attachments)
            json.field("text", text)
            json.field("unsent", unsent)
        }
    }
}

extension WebChange: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("change", change)
            json.field("child", child)
            json.field("children", children)
            json.field("column", column)
            json.field("columns", columns)
            json.field("from", from)
            json.field("fromIndex", fromIndex)
            json.field("id", id)
            json.field("index", index)
            json.field("layout", layout)
            json.field("stack", stack)
            json.field("style", style)
            json.field("text", text)
            json.field("to", to)
            json.field("toIndex", toIndex)
        }
    }
}

extension ChildView: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("body", body)
            json.field("column", column)
            json.field("files", files)
            json.field("from", from)
            json.field("id", id)
            json.field("items", items)
            json.field("kind", kind)
            json.field("mailbox", mailbox)
            json.field("message", message)
            json.field("rows", rows)
            json.field("selectedIn", selectedIn)
            json.field("selectedRow", selectedRow)
            json.field("tabs", tabs)
            json.field("title", title)
        }
    }
}

extension ChildView.Row: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("depth", depth)
            json.field("expanded", expanded)
            json.field("hasChildren", hasChildren)
            json.field("mailbox", mailbox)
            json.field("row", row)
            json.field("selected", selected)
            json.field("title", title)
        }
    }
}

extension ChildView.Item: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("from", from)
            json.field("message", message)
            json.field("subject", subject)
        }
    }
}

extension ChildView.TabView: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("badge", badge)
            json.field("selected", selected)
            json.field("tab", tab)
            json.field("title", title)
        }
    }
}

extension PresentationSummary: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("layout", layout)
            json.field("modals", modals)
            json.field("stacks", stacks)
            json.field("visible", visible)
        }
    }
}

extension PresentationSummary.ModalSummary: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("count", count)
            json.field("id", id)
            json.field("shown", shown)
            json.field("top", top)
        }
    }
}

extension PresentationView: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("layout", layout)
            json.field("modals", modals)
            json.field("placeholders", placeholders)
            json.field("revealable", revealable)
            json.field("stacks", stacks)
            json.field("visible", visible)
        }
    }
}

extension PresentationView.ModalView: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("shown", shown)
            json.field("stack", stack)
            json.field("style", style)
        }
    }
}
