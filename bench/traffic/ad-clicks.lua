-- wrk: every request a new click on an ad, with a click id of its own, as Google Ads tags it
-- (bench/cache-traffic.ts).
local sent = 0
local thread_mark = tostring(math.random(1, 1000000000))
request = function()
  sent = sent + 1
  return wrk.format("GET", wrk.path .. "?gclid=" .. thread_mark .. "x" .. sent, { ["Accept-Encoding"] = "gzip, deflate, br, zstd" })
end
