-- wrk: each request with the Accept-Encoding of another kind of browser or crawler, in turn
-- (bench/cache-traffic.ts).
local encodings = { "gzip, deflate, br, zstd", "gzip, deflate, br", "gzip, deflate", "gzip", "br, gzip", "gzip,deflate" }
local sent = 0
request = function()
  sent = sent + 1
  return wrk.format("GET", nil, { ["Accept-Encoding"] = encodings[(sent % #encodings) + 1] })
end
