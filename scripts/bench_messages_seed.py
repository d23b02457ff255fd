"""Seeds a thread for the messages bench over the app's own HTTP API (one kept-alive connection): Ust. Amina writes
N messages to Sarah (a coach has no cap), so the thread's page has N messages behind its latest 50.

    bench_messages_seed.py PORT AMINA_COOKIE SARAH_ID N  → prints the coach's thread path
"""
import http.client
import re
import sys

port, cookie, sarah, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
conn = http.client.HTTPConnection("127.0.0.1", port)
path = f"/coach/messages/{sarah}"
conn.request("GET", path, headers={"Cookie": cookie})
page = conn.getresponse().read().decode()
token = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
for index in range(1, count + 1):
    body = f"body=Note+{index}:+keep+the+madd+of+%D8%AA%D9%8E%D8%A8%D9%8E%D8%A7%D8%B1%D9%8E%D9%83%D9%8E+at+four+counts."
    conn.request("POST", f"/api/coach/messages/{sarah}", body=body, headers={
        "Cookie": cookie, "X-CSRF-Token": token, "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"})
    response = conn.getresponse()
    response_body = response.read()
    if response.status != 201:
        sys.exit(f"seeding message {index}: HTTP {response.status} {response_body[:300]!r}")
print(path)
