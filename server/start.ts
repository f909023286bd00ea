/** `npm start`: the whole product on one port, building the site first when it is missing or stale. */
import { closeOnSignals } from "./http-server";
import { startProduct } from "./product";

const product = await startProduct();
closeOnSignals(product);
console.log(`Ready: ${product.url.replace("127.0.0.1", "localhost")}`);
