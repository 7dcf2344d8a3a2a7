import WorkdayCLI

WorkdayICS.main()
