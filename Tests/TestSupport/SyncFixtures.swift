import HolidayKitCalDAV

/// The resources and state entries the tests of `sync` build their
/// calendars and state files from.
package enum SyncFixtures {
  /// The clock-in reminder's event of `day` (`YYYYMMDD`) as a resource
  /// named after its UID, with the body `body`.
  package static func resource(_ day: String, _ body: String = "B") -> SyncPlan.Resource {
    let uid = "\(day)-r1@workday-ics"
    return SyncPlan.Resource(name: SyncPlan.resourceName(uid: uid), uid: uid, body: body, label: day)
  }

  /// The state's entry of `resource` as last written, with the ETag the
  /// server gave it (nil: none).
  package static func entry(_ resource: SyncPlan.Resource, etag: String?) -> SyncState.Entry {
    SyncState.Entry(name: resource.name, uid: resource.uid, etag: etag, hash: resource.hash, label: resource.label)
  }
}
