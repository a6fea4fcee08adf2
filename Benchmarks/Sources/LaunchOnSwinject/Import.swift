// The launch apps (../LaunchApps, linked here) on Swinject 2.10.0: their one import.
@_exported import Swinject
