import SplitNavigation

// The modal kinds. Each makes a valid event only when it has one (a dismissal needs a modal, a
// pop inside one a child above its root), so that without modals the generator picks another
// kind rather than piling up `noModal` rejections. Asked for an invalid event, each makes one,
// but `dismiss`, which has none while a modal is up.

extension EventKind {
    /// Presents a random plain child as a sheet or a full-screen cover, within the cap. When
    /// invalid: a child with accordion content (`malformedInput`), or preferring the
    /// supplementary column of a two-column split (`columnNotInSplit`).
    public static func present(weight: Int) -> EventKind {
        EventKind(name: "present", weight: weight, canBeInvalid: true) { context, random in
            let style: ModalStyle = random.bool() ? .sheet : .fullScreenCover
            if context.wantsInvalid {
                if context.state.columns == .two, random.bool() {
                    return .present(NewChild(context.route(using: &random), preferring: .supplementary), style: style)
                }
                let content = ChildContent<Route>.accordion(Accordion(policy: .multiple))
                return .present(NewChild(context.route(using: &random), preferring: .detail, content: content), style: style)
            }
            guard context.hasRoom(for: 1) else { return nil }
            return .present(NewChild(context.route(using: &random), preferring: context.column(using: &random)), style: style)
        }
    }

    /// Dismisses the top modal; with no modal up, when invalid (`noModal`).
    public static func dismiss(weight: Int) -> EventKind {
        EventKind(name: "dismiss", weight: weight, canBeInvalid: true) { context, _ in
            context.state.modals.isEmpty == context.wantsInvalid ? .dismiss : nil
        }
    }

    /// Dismisses a random modal and those above it. When invalid: a column child's id or an
    /// unknown one (`unknownChild`), or any id with no modal up (`noModal`).
    public static func dismissModal(weight: Int) -> EventKind {
        EventKind(name: "dismissModal", weight: weight, canBeInvalid: true) { context, random in
            if context.wantsInvalid {
                let id = random.bool() ? random.element(of: context.state.children)?.id : nil
                return .dismissModal(id ?? context.unknownID(using: &random))
            }
            return random.element(of: context.state.modals).map { .dismissModal($0.id) }
        }
    }

    /// Navigates inside the top modal: a push (within the cap), a pop (above the root), a pop to
    /// one of its children, a pop to its root, or a replacement of its top. When invalid: any of
    /// them with no modal up (`noModal`), popping the modal's root (`rootCannotBePopped`), popping
    /// to a child it lacks (`unknownChild`), or pushing an accordion (`malformedInput`).
    public static func modal(weight: Int) -> EventKind {
        EventKind(name: "modal", weight: weight, canBeInvalid: true) { context, random in
            let new = NewChild(context.route(using: &random), preferring: context.column(using: &random))
            guard let top = context.state.modals.last else {
                return context.wantsInvalid ? .modal(random.bool() ? .pop : .push(new)) : nil
            }
            if context.wantsInvalid {
                switch random.int(below: 3) {
                case 0 where top.stack.count == 1:
                    return .modal(.pop)
                case 0, 1:
                    return .modal(.popTo(context.unknownID(using: &random)))
                default:
                    let content = ChildContent<Route>.accordion(Accordion(policy: .multiple))
                    return .modal(.push(NewChild(new.route, preferring: new.preferredColumn, content: content)))
                }
            }
            let pick = random.int(below: 100)
            if pick < 40, context.hasRoom(for: 1) { return .modal(.push(new)) }
            if pick < 65, top.stack.count > 1 { return .modal(.pop) }
            if pick < 75, let child = random.element(of: top.stack) { return .modal(.popTo(child.id)) }
            if pick < 85 { return .modal(.popToRoot) }
            return context.hasRoom(for: 1) ? .modal(.replaceTop(new)) : .modal(.popToRoot)
        }
    }
}
