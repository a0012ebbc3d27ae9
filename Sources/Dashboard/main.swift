print("dashboard")
