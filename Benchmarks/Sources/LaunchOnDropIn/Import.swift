// The launch apps (../LaunchApps, linked here) on the drop-in: their one import, what an app
// migrating to InjectKitSwinject changes.
@_exported import InjectKitSwinject
