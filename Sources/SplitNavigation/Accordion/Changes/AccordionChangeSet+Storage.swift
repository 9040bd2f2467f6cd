// Why a change set keeps its lists in one box: `NavigationChange.updated` carries one, and a
// change set of four arrays would make every change larger, or the case an indirect box that
// each tab switch or accordion event allocates. As one reference (none while empty), the case
// needs no box and a tab switch's `updated` change allocates nothing.
//
// The box is mutated only through a uniquely referenced `var`, as the standard library's
// collections are, so change sets stay values and no other thread can see a box change.

extension AccordionChangeSet {
    /// A change set's lists. They are not checked for exclusive access at run time: a box is
    /// written only while the one change set holding it is mutated, which the compiler already
    /// makes exclusive.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var removed: [Range<Int>]
        @exclusivity(unchecked) var inserted: [Range<Int>]
        @exclusivity(unchecked) var reloaded: [Int]
        @exclusivity(unchecked) var notifications: [AccordionNotification]

        init(removed: [Range<Int>], inserted: [Range<Int>], reloaded: [Int], notifications: [AccordionNotification]) {
            self.removed = removed
            self.inserted = inserted
            self.reloaded = reloaded
            self.notifications = notifications
        }
    }

    /// The box, made or copied first if there is none or another change set shares it.
    mutating func uniqueStorage() -> Storage {
        // Checked before `storage` is bound: the binding is a second reference.
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let made = Storage(removed: removed, inserted: inserted, reloaded: reloaded, notifications: notifications)
        storage = made
        return made
    }

    /// Whether the two change sets list the same rows and notifications.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.removed == rhs.removed && lhs.inserted == rhs.inserted && lhs.reloaded == rhs.reloaded
                && lhs.notifications == rhs.notifications)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(removed)
        hasher.combine(inserted)
        hasher.combine(reloaded)
        hasher.combine(notifications)
    }
}
