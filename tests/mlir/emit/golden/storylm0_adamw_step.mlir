module {
  func.func @kina.u.adamw_8x4(%w: tensor<8x4xf32> {bufferization.writable = false}, %g: tensor<8x4xf32> {bufferization.writable = false}, %m: tensor<8x4xf32> {bufferization.writable = false}, %v: tensor<8x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<8x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_5 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<8x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_9 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<8x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_13 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_13 : tensor<8x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_20 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_20 : tensor<8x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_26 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_26 : tensor<8x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_32 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_32 : tensor<8x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_38 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_38 : tensor<8x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_45 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_45 : tensor<8x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_51 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_51 : tensor<8x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_57 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_57 : tensor<8x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_63 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_63 : tensor<8x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_70 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<8x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_74 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_74 : tensor<8x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_80 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_80 : tensor<8x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_87 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<8x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_91 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_91 : tensor<8x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_97 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_97 : tensor<8x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_104 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<8x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_108 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_108 : tensor<8x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_114 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_114 : tensor<8x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_120 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_120 : tensor<8x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_126 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_126 : tensor<8x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_132 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<8x4xf32>) outs(%_132 : tensor<8x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_137 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<8x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_141 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_141 : tensor<8x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_147 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_147 : tensor<8x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_153 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_153 : tensor<8x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    func.return %_158, %_37, %_68 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> loc("storylm0_adamw_step.kina":3:1)
  } loc("storylm0_adamw_step.kina":3:1)
  func.func @kina.u.adamw_4x4(%w: tensor<4x4xf32> {bufferization.writable = false}, %g: tensor<4x4xf32> {bufferization.writable = false}, %m: tensor<4x4xf32> {bufferization.writable = false}, %v: tensor<4x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_5 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_9 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_13 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_13 : tensor<4x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_20 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_20 : tensor<4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_26 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_26 : tensor<4x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_32 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_32 : tensor<4x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_45 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_45 : tensor<4x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_51 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_51 : tensor<4x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_57 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_57 : tensor<4x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_63 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_63 : tensor<4x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_74 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_74 : tensor<4x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_80 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_80 : tensor<4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_87 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_91 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_91 : tensor<4x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_97 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_97 : tensor<4x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_104 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_108 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_108 : tensor<4x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_114 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_114 : tensor<4x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_120 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_120 : tensor<4x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_126 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_126 : tensor<4x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_132 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x4xf32>) outs(%_132 : tensor<4x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_137 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_141 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_141 : tensor<4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_147 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_147 : tensor<4x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_153 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_153 : tensor<4x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    func.return %_158, %_37, %_68 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> loc("storylm0_adamw_step.kina":20:1)
  } loc("storylm0_adamw_step.kina":20:1)
  func.func @kina.u.adamw_4x8(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x8xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_5 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x8xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_9 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x8xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_13 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_13 : tensor<4x8xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_20 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_20 : tensor<4x8xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_26 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_26 : tensor<4x8xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_32 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_32 : tensor<4x8xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_38 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_38 : tensor<4x8xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_45 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_45 : tensor<4x8xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_51 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_51 : tensor<4x8xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_57 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_57 : tensor<4x8xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_63 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_63 : tensor<4x8xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_70 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x8xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_74 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_74 : tensor<4x8xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_80 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_80 : tensor<4x8xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_87 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x8xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_91 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_91 : tensor<4x8xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_97 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_97 : tensor<4x8xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_104 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x8xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_108 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_108 : tensor<4x8xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_114 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_114 : tensor<4x8xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_120 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_120 : tensor<4x8xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_126 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_126 : tensor<4x8xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_132 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x8xf32>) outs(%_132 : tensor<4x8xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_137 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x8xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_141 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_141 : tensor<4x8xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_147 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_147 : tensor<4x8xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_153 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_153 : tensor<4x8xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    func.return %_158, %_37, %_68 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":37:1)
  } loc("storylm0_adamw_step.kina":37:1)
  func.func @kina.u.storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.shrsi %_162, %_163 : i32
        %_167 = arith.subi %_162, %_166 : i32
        %_168 = arith.addi %_166, %_164 : i32
        %_169 = arith.shli %_168, %_165 : i32
        %_170 = arith.bitcast %_169 : i32 to f32
        %_171 = arith.mulf %_161, %_170 : f32
        %_172 = arith.addi %_167, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_171, %_174 : f32
        %_176 = arith.cmpf uno, %_125, %_125 : f32
        %_177 = arith.select %_176, %_125, %_175 : f32
        %_178 = arith.addf %_177, %_out124 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in181: f32, %_in182: f32, %_in183: f32, %_out184: f32):
        %_185 = arith.subf %_in181, %_in182 : f32
        %_186 = arith.constant 0x42B20000 : f32
        %_187 = arith.minimumf %_185, %_186 : f32
        %_188 = arith.constant 0xC2D00000 : f32
        %_189 = arith.maximumf %_187, %_188 : f32
        %_190 = arith.constant 0x3FB8AA3B : f32
        %_191 = arith.mulf %_189, %_190 : f32
        %_192 = arith.constant 0x3F000000 : f32
        %_193 = arith.addf %_191, %_192 : f32
        %_194 = math.floor %_193 : f32
        %_195 = arith.constant 0x3F318000 : f32
        %_196 = arith.mulf %_194, %_195 : f32
        %_197 = arith.subf %_189, %_196 : f32
        %_198 = arith.constant 0xB95E8083 : f32
        %_199 = arith.mulf %_194, %_198 : f32
        %_200 = arith.subf %_197, %_199 : f32
        %_201 = arith.constant 0x39506967 : f32
        %_202 = arith.mulf %_201, %_200 : f32
        %_203 = arith.constant 0x3AB743CE : f32
        %_204 = arith.addf %_202, %_203 : f32
        %_205 = arith.mulf %_204, %_200 : f32
        %_206 = arith.constant 0x3C088908 : f32
        %_207 = arith.addf %_205, %_206 : f32
        %_208 = arith.mulf %_207, %_200 : f32
        %_209 = arith.constant 0x3D2AA9C1 : f32
        %_210 = arith.addf %_208, %_209 : f32
        %_211 = arith.mulf %_210, %_200 : f32
        %_212 = arith.constant 0x3E2AAAAA : f32
        %_213 = arith.addf %_211, %_212 : f32
        %_214 = arith.mulf %_213, %_200 : f32
        %_215 = arith.constant 0x3F000000 : f32
        %_216 = arith.addf %_214, %_215 : f32
        %_217 = arith.mulf %_200, %_200 : f32
        %_218 = arith.mulf %_216, %_217 : f32
        %_219 = arith.addf %_218, %_200 : f32
        %_220 = arith.constant 0x3F800000 : f32
        %_221 = arith.addf %_219, %_220 : f32
        %_222 = arith.fptosi %_194 : f32 to i32
        %_223 = arith.constant 1 : i32
        %_224 = arith.constant 127 : i32
        %_225 = arith.constant 23 : i32
        %_226 = arith.shrsi %_222, %_223 : i32
        %_227 = arith.subi %_222, %_226 : i32
        %_228 = arith.addi %_226, %_224 : i32
        %_229 = arith.shli %_228, %_225 : i32
        %_230 = arith.bitcast %_229 : i32 to f32
        %_231 = arith.mulf %_221, %_230 : f32
        %_232 = arith.addi %_227, %_224 : i32
        %_233 = arith.shli %_232, %_225 : i32
        %_234 = arith.bitcast %_233 : i32 to f32
        %_235 = arith.mulf %_231, %_234 : f32
        %_236 = arith.cmpf uno, %_185, %_185 : f32
        %_237 = arith.select %_236, %_185, %_235 : f32
        %_238 = arith.divf %_237, %_in183 : f32
        linalg.yield %_238 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = arith.constant 0x00800000 : f32
        %_358 = arith.cmpf olt, %_in354, %_357 : f32
        %_359 = arith.constant 0x4B000000 : f32
        %_360 = arith.mulf %_in354, %_359 : f32
        %_361 = arith.select %_358, %_360, %_in354 : f32
        %_362 = arith.bitcast %_361 : f32 to i32
        %_363 = arith.constant 4913933 : i32
        %_364 = arith.addi %_362, %_363 : i32
        %_365 = arith.constant 23 : i32
        %_366 = arith.shrsi %_364, %_365 : i32
        %_367 = arith.constant 127 : i32
        %_368 = arith.subi %_366, %_367 : i32
        %_369 = arith.constant 23 : i32
        %_370 = arith.subi %_368, %_369 : i32
        %_371 = arith.select %_358, %_370, %_368 : i32
        %_372 = arith.constant 8388607 : i32
        %_373 = arith.andi %_364, %_372 : i32
        %_374 = arith.constant 1060439283 : i32
        %_375 = arith.addi %_373, %_374 : i32
        %_376 = arith.bitcast %_375 : i32 to f32
        %_377 = arith.constant 0x3F800000 : f32
        %_378 = arith.subf %_376, %_377 : f32
        %_379 = arith.sitofp %_371 : i32 to f32
        %_380 = arith.mulf %_378, %_378 : f32
        %_381 = arith.constant 0x3D9021BB : f32
        %_382 = arith.mulf %_381, %_378 : f32
        %_383 = arith.constant 0xBDEBD1B8 : f32
        %_384 = arith.addf %_382, %_383 : f32
        %_385 = arith.mulf %_384, %_378 : f32
        %_386 = arith.constant 0x3DEF251A : f32
        %_387 = arith.addf %_385, %_386 : f32
        %_388 = arith.mulf %_387, %_378 : f32
        %_389 = arith.constant 0xBDFE5D4F : f32
        %_390 = arith.addf %_388, %_389 : f32
        %_391 = arith.mulf %_390, %_378 : f32
        %_392 = arith.constant 0x3E11E9BF : f32
        %_393 = arith.addf %_391, %_392 : f32
        %_394 = arith.mulf %_393, %_378 : f32
        %_395 = arith.constant 0xBE2AAE50 : f32
        %_396 = arith.addf %_394, %_395 : f32
        %_397 = arith.mulf %_396, %_378 : f32
        %_398 = arith.constant 0x3E4CCEAC : f32
        %_399 = arith.addf %_397, %_398 : f32
        %_400 = arith.mulf %_399, %_378 : f32
        %_401 = arith.constant 0xBE7FFFFC : f32
        %_402 = arith.addf %_400, %_401 : f32
        %_403 = arith.mulf %_402, %_378 : f32
        %_404 = arith.constant 0x3EAAAAAA : f32
        %_405 = arith.addf %_403, %_404 : f32
        %_406 = arith.mulf %_405, %_378 : f32
        %_407 = arith.mulf %_406, %_380 : f32
        %_408 = arith.constant 0xB95E8083 : f32
        %_409 = arith.mulf %_379, %_408 : f32
        %_410 = arith.addf %_407, %_409 : f32
        %_411 = arith.constant 0x3F000000 : f32
        %_412 = arith.mulf %_380, %_411 : f32
        %_413 = arith.subf %_410, %_412 : f32
        %_414 = arith.addf %_378, %_413 : f32
        %_415 = arith.constant 0x3F318000 : f32
        %_416 = arith.mulf %_379, %_415 : f32
        %_417 = arith.addf %_414, %_416 : f32
        %_418 = arith.constant 0x7F800000 : f32
        %_419 = arith.cmpf oeq, %_in354, %_418 : f32
        %_420 = arith.select %_419, %_in354, %_417 : f32
        %_421 = arith.constant 0x00000000 : f32
        %_422 = arith.cmpf oeq, %_in354, %_421 : f32
        %_423 = arith.constant 0xFF800000 : f32
        %_424 = arith.select %_422, %_423, %_420 : f32
        %_425 = arith.constant 0x00000000 : f32
        %_426 = arith.cmpf ult, %_in354, %_425 : f32
        %_427 = arith.constant 0x7FC00000 : f32
        %_428 = arith.select %_426, %_427, %_424 : f32
        %_429 = arith.subf %_356, %_428 : f32
        linalg.yield %_429 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_431 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_431 : tensor<1x4xf32>) {
      ^bb0(%_in432: i64, %_out433: f32):
        %_434 = arith.index_cast %_in432 : i64 to index
        %_435 = arith.constant 0 : index
        %_436 = arith.constant 7 : index
        %_437 = arith.maxsi %_434, %_435 : index
        %_438 = arith.minsi %_437, %_436 : index
        %_439 = linalg.index 0 : index
        %_440 = linalg.index 1 : index
        %_441 = tensor.extract %_430[%_439, %_440, %_438] : tensor<1x4x8xf32>
        linalg.yield %_441 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_443 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_444 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_445 = linalg.fill ins(%_443 : i64) outs(%_444 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_445 : tensor<i64>) {
      ^bb0(%_in446: i64, %_out447: i64):
        %_448 = arith.constant 0 : i64
        %_449 = arith.cmpi sge, %_in446, %_448 : i64
        %_450 = arith.constant 7 : i64
        %_451 = arith.cmpi sle, %_in446, %_450 : i64
        %_452 = arith.andi %_449, %_451 : i1
        %_453 = arith.constant 0 : i64
        %_454 = arith.constant 2 : i64
        %_455 = arith.select %_452, %_453, %_454 : i64
        %_456 = arith.maxsi %_out447, %_455 : i64
        linalg.yield %_456 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_458 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_465 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_457 : tensor<i64>, tensor<i64>) outs(%_458 : tensor<i64>) {
      ^bb0(%_in459: i64, %_in460: i64, %_out461: i64):
        %_462 = arith.constant 0 : i64
        %_463 = arith.cmpi ne, %_in459, %_462 : i64
        %_464 = arith.select %_463, %_in459, %_in460 : i64
        linalg.yield %_464 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_466 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_442 : tensor<1x4xf32>) outs(%_466 : tensor<1x4xf32>) {
      ^bb0(%_in467: f32, %_out468: f32):
        %_469 = arith.negf %_in467 : f32
        linalg.yield %_469 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    func.return %_470, %_465 : tensor<1x4xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @kina.u.storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.shrsi %_162, %_163 : i32
        %_167 = arith.subi %_162, %_166 : i32
        %_168 = arith.addi %_166, %_164 : i32
        %_169 = arith.shli %_168, %_165 : i32
        %_170 = arith.bitcast %_169 : i32 to f32
        %_171 = arith.mulf %_161, %_170 : f32
        %_172 = arith.addi %_167, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_171, %_174 : f32
        %_176 = arith.cmpf uno, %_125, %_125 : f32
        %_177 = arith.select %_176, %_125, %_175 : f32
        %_178 = arith.addf %_177, %_out124 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in181: f32, %_in182: f32, %_in183: f32, %_out184: f32):
        %_185 = arith.subf %_in181, %_in182 : f32
        %_186 = arith.constant 0x42B20000 : f32
        %_187 = arith.minimumf %_185, %_186 : f32
        %_188 = arith.constant 0xC2D00000 : f32
        %_189 = arith.maximumf %_187, %_188 : f32
        %_190 = arith.constant 0x3FB8AA3B : f32
        %_191 = arith.mulf %_189, %_190 : f32
        %_192 = arith.constant 0x3F000000 : f32
        %_193 = arith.addf %_191, %_192 : f32
        %_194 = math.floor %_193 : f32
        %_195 = arith.constant 0x3F318000 : f32
        %_196 = arith.mulf %_194, %_195 : f32
        %_197 = arith.subf %_189, %_196 : f32
        %_198 = arith.constant 0xB95E8083 : f32
        %_199 = arith.mulf %_194, %_198 : f32
        %_200 = arith.subf %_197, %_199 : f32
        %_201 = arith.constant 0x39506967 : f32
        %_202 = arith.mulf %_201, %_200 : f32
        %_203 = arith.constant 0x3AB743CE : f32
        %_204 = arith.addf %_202, %_203 : f32
        %_205 = arith.mulf %_204, %_200 : f32
        %_206 = arith.constant 0x3C088908 : f32
        %_207 = arith.addf %_205, %_206 : f32
        %_208 = arith.mulf %_207, %_200 : f32
        %_209 = arith.constant 0x3D2AA9C1 : f32
        %_210 = arith.addf %_208, %_209 : f32
        %_211 = arith.mulf %_210, %_200 : f32
        %_212 = arith.constant 0x3E2AAAAA : f32
        %_213 = arith.addf %_211, %_212 : f32
        %_214 = arith.mulf %_213, %_200 : f32
        %_215 = arith.constant 0x3F000000 : f32
        %_216 = arith.addf %_214, %_215 : f32
        %_217 = arith.mulf %_200, %_200 : f32
        %_218 = arith.mulf %_216, %_217 : f32
        %_219 = arith.addf %_218, %_200 : f32
        %_220 = arith.constant 0x3F800000 : f32
        %_221 = arith.addf %_219, %_220 : f32
        %_222 = arith.fptosi %_194 : f32 to i32
        %_223 = arith.constant 1 : i32
        %_224 = arith.constant 127 : i32
        %_225 = arith.constant 23 : i32
        %_226 = arith.shrsi %_222, %_223 : i32
        %_227 = arith.subi %_222, %_226 : i32
        %_228 = arith.addi %_226, %_224 : i32
        %_229 = arith.shli %_228, %_225 : i32
        %_230 = arith.bitcast %_229 : i32 to f32
        %_231 = arith.mulf %_221, %_230 : f32
        %_232 = arith.addi %_227, %_224 : i32
        %_233 = arith.shli %_232, %_225 : i32
        %_234 = arith.bitcast %_233 : i32 to f32
        %_235 = arith.mulf %_231, %_234 : f32
        %_236 = arith.cmpf uno, %_185, %_185 : f32
        %_237 = arith.select %_236, %_185, %_235 : f32
        %_238 = arith.divf %_237, %_in183 : f32
        linalg.yield %_238 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = arith.constant 0x00800000 : f32
        %_358 = arith.cmpf olt, %_in354, %_357 : f32
        %_359 = arith.constant 0x4B000000 : f32
        %_360 = arith.mulf %_in354, %_359 : f32
        %_361 = arith.select %_358, %_360, %_in354 : f32
        %_362 = arith.bitcast %_361 : f32 to i32
        %_363 = arith.constant 4913933 : i32
        %_364 = arith.addi %_362, %_363 : i32
        %_365 = arith.constant 23 : i32
        %_366 = arith.shrsi %_364, %_365 : i32
        %_367 = arith.constant 127 : i32
        %_368 = arith.subi %_366, %_367 : i32
        %_369 = arith.constant 23 : i32
        %_370 = arith.subi %_368, %_369 : i32
        %_371 = arith.select %_358, %_370, %_368 : i32
        %_372 = arith.constant 8388607 : i32
        %_373 = arith.andi %_364, %_372 : i32
        %_374 = arith.constant 1060439283 : i32
        %_375 = arith.addi %_373, %_374 : i32
        %_376 = arith.bitcast %_375 : i32 to f32
        %_377 = arith.constant 0x3F800000 : f32
        %_378 = arith.subf %_376, %_377 : f32
        %_379 = arith.sitofp %_371 : i32 to f32
        %_380 = arith.mulf %_378, %_378 : f32
        %_381 = arith.constant 0x3D9021BB : f32
        %_382 = arith.mulf %_381, %_378 : f32
        %_383 = arith.constant 0xBDEBD1B8 : f32
        %_384 = arith.addf %_382, %_383 : f32
        %_385 = arith.mulf %_384, %_378 : f32
        %_386 = arith.constant 0x3DEF251A : f32
        %_387 = arith.addf %_385, %_386 : f32
        %_388 = arith.mulf %_387, %_378 : f32
        %_389 = arith.constant 0xBDFE5D4F : f32
        %_390 = arith.addf %_388, %_389 : f32
        %_391 = arith.mulf %_390, %_378 : f32
        %_392 = arith.constant 0x3E11E9BF : f32
        %_393 = arith.addf %_391, %_392 : f32
        %_394 = arith.mulf %_393, %_378 : f32
        %_395 = arith.constant 0xBE2AAE50 : f32
        %_396 = arith.addf %_394, %_395 : f32
        %_397 = arith.mulf %_396, %_378 : f32
        %_398 = arith.constant 0x3E4CCEAC : f32
        %_399 = arith.addf %_397, %_398 : f32
        %_400 = arith.mulf %_399, %_378 : f32
        %_401 = arith.constant 0xBE7FFFFC : f32
        %_402 = arith.addf %_400, %_401 : f32
        %_403 = arith.mulf %_402, %_378 : f32
        %_404 = arith.constant 0x3EAAAAAA : f32
        %_405 = arith.addf %_403, %_404 : f32
        %_406 = arith.mulf %_405, %_378 : f32
        %_407 = arith.mulf %_406, %_380 : f32
        %_408 = arith.constant 0xB95E8083 : f32
        %_409 = arith.mulf %_379, %_408 : f32
        %_410 = arith.addf %_407, %_409 : f32
        %_411 = arith.constant 0x3F000000 : f32
        %_412 = arith.mulf %_380, %_411 : f32
        %_413 = arith.subf %_410, %_412 : f32
        %_414 = arith.addf %_378, %_413 : f32
        %_415 = arith.constant 0x3F318000 : f32
        %_416 = arith.mulf %_379, %_415 : f32
        %_417 = arith.addf %_414, %_416 : f32
        %_418 = arith.constant 0x7F800000 : f32
        %_419 = arith.cmpf oeq, %_in354, %_418 : f32
        %_420 = arith.select %_419, %_in354, %_417 : f32
        %_421 = arith.constant 0x00000000 : f32
        %_422 = arith.cmpf oeq, %_in354, %_421 : f32
        %_423 = arith.constant 0xFF800000 : f32
        %_424 = arith.select %_422, %_423, %_420 : f32
        %_425 = arith.constant 0x00000000 : f32
        %_426 = arith.cmpf ult, %_in354, %_425 : f32
        %_427 = arith.constant 0x7FC00000 : f32
        %_428 = arith.select %_426, %_427, %_424 : f32
        %_429 = arith.subf %_356, %_428 : f32
        linalg.yield %_429 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_431 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_431 : tensor<1x4xf32>) {
      ^bb0(%_in432: i64, %_out433: f32):
        %_434 = arith.index_cast %_in432 : i64 to index
        %_435 = arith.constant 0 : index
        %_436 = arith.constant 7 : index
        %_437 = arith.maxsi %_434, %_435 : index
        %_438 = arith.minsi %_437, %_436 : index
        %_439 = linalg.index 0 : index
        %_440 = linalg.index 1 : index
        %_441 = tensor.extract %_430[%_439, %_440, %_438] : tensor<1x4x8xf32>
        linalg.yield %_441 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_443 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_444 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_445 = linalg.fill ins(%_443 : i64) outs(%_444 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_445 : tensor<i64>) {
      ^bb0(%_in446: i64, %_out447: i64):
        %_448 = arith.constant 0 : i64
        %_449 = arith.cmpi sge, %_in446, %_448 : i64
        %_450 = arith.constant 7 : i64
        %_451 = arith.cmpi sle, %_in446, %_450 : i64
        %_452 = arith.andi %_449, %_451 : i1
        %_453 = arith.constant 0 : i64
        %_454 = arith.constant 4 : i64
        %_455 = arith.select %_452, %_453, %_454 : i64
        %_456 = arith.maxsi %_out447, %_455 : i64
        linalg.yield %_456 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_458 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_465 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_457 : tensor<i64>, tensor<i64>) outs(%_458 : tensor<i64>) {
      ^bb0(%_in459: i64, %_in460: i64, %_out461: i64):
        %_462 = arith.constant 0 : i64
        %_463 = arith.cmpi ne, %_in459, %_462 : i64
        %_464 = arith.select %_463, %_in459, %_in460 : i64
        linalg.yield %_464 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_466 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_442 : tensor<1x4xf32>) outs(%_466 : tensor<1x4xf32>) {
      ^bb0(%_in467: f32, %_out468: f32):
        %_469 = arith.negf %_in467 : f32
        linalg.yield %_469 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_471 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_adamw_step.kina":55:1)
    %_472 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_471 : tensor<1x4xf32>) outs(%_472 : tensor<1x4xf32>) {
      ^bb0(%_in473: f32, %_out474: f32):
        %_475 = arith.negf %_in473 : f32
        linalg.yield %_475 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_477 = tensor.collapse_shape %_476 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_478 = tensor.expand_shape %_477 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32> loc("storylm0_adamw_step.kina":96:16)
    %_479 = tensor.collapse_shape %targets [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_adamw_step.kina":96:16)
    %_480 = tensor.expand_shape %_479 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64> loc("storylm0_adamw_step.kina":96:16)
    %_481 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":96:16)
    %_482 = tensor.empty() : tensor<4x8x1xf32> loc("storylm0_adamw_step.kina":96:16)
    %_483 = linalg.fill ins(%_481 : f32) outs(%_482 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32> loc("storylm0_adamw_step.kina":96:16)
    %_497 = arith.constant 0 : index loc("storylm0_adamw_step.kina":96:16)
    %_498 = arith.constant 1 : index loc("storylm0_adamw_step.kina":96:16)
    %_499 = arith.constant 4 : index loc("storylm0_adamw_step.kina":96:16)
    %_500 = arith.constant 1 : index loc("storylm0_adamw_step.kina":96:16)
    %_501 = arith.constant 8 : index loc("storylm0_adamw_step.kina":96:16)
    %_502 = scf.for %_484 = %_497 to %_499 step %_498 iter_args(%_486 = %_483) -> (tensor<4x8x1xf32>) {
          %_496 = scf.for %_485 = %_497 to %_500 step %_498 iter_args(%_487 = %_486) -> (tensor<4x8x1xf32>) {
            %_488 = tensor.extract %_480[%_484, %_485] : tensor<4x1xi64>
            %_489 = arith.index_cast %_488 : i64 to index
            %_490 = arith.cmpi sge, %_489, %_497 : index
            %_491 = arith.cmpi slt, %_489, %_501 : index
            %_492 = arith.andi %_490, %_491 : i1
            %_494 = scf.if %_492 -> (tensor<4x8x1xf32>) {
              %_493 = tensor.extract %_478[%_484, %_485] : tensor<4x1xf32>
              %_495 = tensor.insert %_493 into %_487[%_484, %_489, %_485] : tensor<4x8x1xf32>
              scf.yield %_495 : tensor<4x8x1xf32>
            } else {
              scf.yield %_487 : tensor<4x8x1xf32>
            }
            scf.yield %_494 : tensor<4x8x1xf32>
          }
          scf.yield %_496 : tensor<4x8x1xf32>
        } loc("storylm0_adamw_step.kina":96:16)
    %_503 = tensor.collapse_shape %_502 [[0, 1, 2]] : tensor<4x8x1xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":96:16)
    %_504 = tensor.expand_shape %_503 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_505 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":96:16)
    %_506 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_507 = linalg.fill ins(%_505 : i64) outs(%_506 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_519 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_507 : tensor<i64>) {
      ^bb0(%_in508: i64, %_out509: i64):
        %_510 = arith.constant 0 : i64
        %_511 = arith.cmpi sge, %_in508, %_510 : i64
        %_512 = arith.constant 7 : i64
        %_513 = arith.cmpi sle, %_in508, %_512 : i64
        %_514 = arith.andi %_511, %_513 : i1
        %_515 = arith.constant 0 : i64
        %_516 = arith.constant 5 : i64
        %_517 = arith.select %_514, %_515, %_516 : i64
        %_518 = arith.maxsi %_out509, %_517 : i64
        linalg.yield %_518 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_520 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_527 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_465, %_519 : tensor<i64>, tensor<i64>) outs(%_520 : tensor<i64>) {
      ^bb0(%_in521: i64, %_in522: i64, %_out523: i64):
        %_524 = arith.constant 0 : i64
        %_525 = arith.cmpi ne, %_in521, %_524 : i64
        %_526 = arith.select %_525, %_in521, %_in522 : i64
        linalg.yield %_526 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":96:16)
    %_528 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_529 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_530 = linalg.fill ins(%_528 : f32) outs(%_529 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_530 : tensor<1x4xf32>) {
      ^bb0(%_in531: f32, %_out532: f32):
        %_533 = arith.maximumf %_in531, %_out532 : f32
        linalg.yield %_533 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_535 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_536 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_537 = linalg.fill ins(%_535 : f32) outs(%_536 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_534 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_537 : tensor<1x4xf32>) {
      ^bb0(%_in538: f32, %_in539: f32, %_out540: f32):
        %_541 = arith.subf %_in538, %_in539 : f32
        %_542 = arith.constant 0x42B20000 : f32
        %_543 = arith.minimumf %_541, %_542 : f32
        %_544 = arith.constant 0xC2D00000 : f32
        %_545 = arith.maximumf %_543, %_544 : f32
        %_546 = arith.constant 0x3FB8AA3B : f32
        %_547 = arith.mulf %_545, %_546 : f32
        %_548 = arith.constant 0x3F000000 : f32
        %_549 = arith.addf %_547, %_548 : f32
        %_550 = math.floor %_549 : f32
        %_551 = arith.constant 0x3F318000 : f32
        %_552 = arith.mulf %_550, %_551 : f32
        %_553 = arith.subf %_545, %_552 : f32
        %_554 = arith.constant 0xB95E8083 : f32
        %_555 = arith.mulf %_550, %_554 : f32
        %_556 = arith.subf %_553, %_555 : f32
        %_557 = arith.constant 0x39506967 : f32
        %_558 = arith.mulf %_557, %_556 : f32
        %_559 = arith.constant 0x3AB743CE : f32
        %_560 = arith.addf %_558, %_559 : f32
        %_561 = arith.mulf %_560, %_556 : f32
        %_562 = arith.constant 0x3C088908 : f32
        %_563 = arith.addf %_561, %_562 : f32
        %_564 = arith.mulf %_563, %_556 : f32
        %_565 = arith.constant 0x3D2AA9C1 : f32
        %_566 = arith.addf %_564, %_565 : f32
        %_567 = arith.mulf %_566, %_556 : f32
        %_568 = arith.constant 0x3E2AAAAA : f32
        %_569 = arith.addf %_567, %_568 : f32
        %_570 = arith.mulf %_569, %_556 : f32
        %_571 = arith.constant 0x3F000000 : f32
        %_572 = arith.addf %_570, %_571 : f32
        %_573 = arith.mulf %_556, %_556 : f32
        %_574 = arith.mulf %_572, %_573 : f32
        %_575 = arith.addf %_574, %_556 : f32
        %_576 = arith.constant 0x3F800000 : f32
        %_577 = arith.addf %_575, %_576 : f32
        %_578 = arith.fptosi %_550 : f32 to i32
        %_579 = arith.constant 1 : i32
        %_580 = arith.constant 127 : i32
        %_581 = arith.constant 23 : i32
        %_582 = arith.shrsi %_578, %_579 : i32
        %_583 = arith.subi %_578, %_582 : i32
        %_584 = arith.addi %_582, %_580 : i32
        %_585 = arith.shli %_584, %_581 : i32
        %_586 = arith.bitcast %_585 : i32 to f32
        %_587 = arith.mulf %_577, %_586 : f32
        %_588 = arith.addi %_583, %_580 : i32
        %_589 = arith.shli %_588, %_581 : i32
        %_590 = arith.bitcast %_589 : i32 to f32
        %_591 = arith.mulf %_587, %_590 : f32
        %_592 = arith.cmpf uno, %_541, %_541 : f32
        %_593 = arith.select %_592, %_541, %_591 : f32
        %_594 = arith.addf %_593, %_out540 : f32
        linalg.yield %_594 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_596 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_534, %_595 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_596 : tensor<1x4x8xf32>) {
      ^bb0(%_in597: f32, %_in598: f32, %_in599: f32, %_out600: f32):
        %_601 = arith.subf %_in597, %_in598 : f32
        %_602 = arith.constant 0x42B20000 : f32
        %_603 = arith.minimumf %_601, %_602 : f32
        %_604 = arith.constant 0xC2D00000 : f32
        %_605 = arith.maximumf %_603, %_604 : f32
        %_606 = arith.constant 0x3FB8AA3B : f32
        %_607 = arith.mulf %_605, %_606 : f32
        %_608 = arith.constant 0x3F000000 : f32
        %_609 = arith.addf %_607, %_608 : f32
        %_610 = math.floor %_609 : f32
        %_611 = arith.constant 0x3F318000 : f32
        %_612 = arith.mulf %_610, %_611 : f32
        %_613 = arith.subf %_605, %_612 : f32
        %_614 = arith.constant 0xB95E8083 : f32
        %_615 = arith.mulf %_610, %_614 : f32
        %_616 = arith.subf %_613, %_615 : f32
        %_617 = arith.constant 0x39506967 : f32
        %_618 = arith.mulf %_617, %_616 : f32
        %_619 = arith.constant 0x3AB743CE : f32
        %_620 = arith.addf %_618, %_619 : f32
        %_621 = arith.mulf %_620, %_616 : f32
        %_622 = arith.constant 0x3C088908 : f32
        %_623 = arith.addf %_621, %_622 : f32
        %_624 = arith.mulf %_623, %_616 : f32
        %_625 = arith.constant 0x3D2AA9C1 : f32
        %_626 = arith.addf %_624, %_625 : f32
        %_627 = arith.mulf %_626, %_616 : f32
        %_628 = arith.constant 0x3E2AAAAA : f32
        %_629 = arith.addf %_627, %_628 : f32
        %_630 = arith.mulf %_629, %_616 : f32
        %_631 = arith.constant 0x3F000000 : f32
        %_632 = arith.addf %_630, %_631 : f32
        %_633 = arith.mulf %_616, %_616 : f32
        %_634 = arith.mulf %_632, %_633 : f32
        %_635 = arith.addf %_634, %_616 : f32
        %_636 = arith.constant 0x3F800000 : f32
        %_637 = arith.addf %_635, %_636 : f32
        %_638 = arith.fptosi %_610 : f32 to i32
        %_639 = arith.constant 1 : i32
        %_640 = arith.constant 127 : i32
        %_641 = arith.constant 23 : i32
        %_642 = arith.shrsi %_638, %_639 : i32
        %_643 = arith.subi %_638, %_642 : i32
        %_644 = arith.addi %_642, %_640 : i32
        %_645 = arith.shli %_644, %_641 : i32
        %_646 = arith.bitcast %_645 : i32 to f32
        %_647 = arith.mulf %_637, %_646 : f32
        %_648 = arith.addi %_643, %_640 : i32
        %_649 = arith.shli %_648, %_641 : i32
        %_650 = arith.bitcast %_649 : i32 to f32
        %_651 = arith.mulf %_647, %_650 : f32
        %_652 = arith.cmpf uno, %_601, %_601 : f32
        %_653 = arith.select %_652, %_601, %_651 : f32
        %_654 = arith.divf %_653, %_in599 : f32
        linalg.yield %_654 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_656 = arith.constant 0x80000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_657 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_658 = linalg.fill ins(%_656 : f32) outs(%_657 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_504 : tensor<1x4x8xf32>) outs(%_658 : tensor<1x4xf32>) {
      ^bb0(%_in659: f32, %_out660: f32):
        %_661 = arith.addf %_in659, %_out660 : f32
        linalg.yield %_661 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_663 = tensor.collapse_shape %_662 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_664 = tensor.expand_shape %_663 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_adamw_step.kina":95:19)
    %_665 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_664 : tensor<1x4x1xf32>) outs(%_665 : tensor<1x4x8xf32>) {
      ^bb0(%_in666: f32, %_out667: f32):
        linalg.yield %_in666 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_669 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_655, %_668 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_669 : tensor<1x4x8xf32>) {
      ^bb0(%_in670: f32, %_in671: f32, %_out672: f32):
        %_673 = arith.mulf %_in670, %_in671 : f32
        linalg.yield %_673 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_675 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_504, %_674 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_675 : tensor<1x4x8xf32>) {
      ^bb0(%_in676: f32, %_in677: f32, %_out678: f32):
        %_679 = arith.subf %_in676, %_in677 : f32
        linalg.yield %_679 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_681 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_272 : tensor<1x4x8xf32>) outs(%_681 : tensor<1x8x4xf32>) {
      ^bb0(%_in682: f32, %_out683: f32):
        linalg.yield %_in682 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_685 = tensor.collapse_shape %_680 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_686 = tensor.expand_shape %_685 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_687 = tensor.collapse_shape %_684 [[0, 1, 2]] : tensor<1x8x4xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_688 = tensor.expand_shape %_687 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_689 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_690 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_691 = linalg.fill ins(%_689 : f32) outs(%_690 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_692 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_686, %_688 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%_691 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_693 = tensor.collapse_shape %_692 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_694 = tensor.expand_shape %_693 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_695 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_270 : tensor<1x4x4xf32>) outs(%_695 : tensor<1x4x4xf32>) {
      ^bb0(%_in696: f32, %_out697: f32):
        linalg.yield %_in696 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_699 = tensor.collapse_shape %_698 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":94:16)
    %_700 = tensor.expand_shape %_699 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_701 = tensor.collapse_shape %_680 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_702 = tensor.expand_shape %_701 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_703 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_704 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_705 = linalg.fill ins(%_703 : f32) outs(%_704 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_706 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_700, %_702 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_705 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_707 = tensor.collapse_shape %_706 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":94:16)
    %_708 = tensor.expand_shape %_707 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_709 = tensor.collapse_shape %_708 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_710 = tensor.expand_shape %_709 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_711 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_254 : tensor<1x4x4xf32>) outs(%_711 : tensor<1x4x4xf32>) {
      ^bb0(%_in712: f32, %_out713: f32):
        linalg.yield %_in712 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_715 = tensor.collapse_shape %_694 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_716 = tensor.expand_shape %_715 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_717 = tensor.collapse_shape %_714 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_718 = tensor.expand_shape %_717 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_719 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_720 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_721 = linalg.fill ins(%_719 : f32) outs(%_720 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_722 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_716, %_718 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_721 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_723 = tensor.collapse_shape %_722 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_724 = tensor.expand_shape %_723 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_725 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_252 : tensor<1x4x4xf32>) outs(%_725 : tensor<1x4x4xf32>) {
      ^bb0(%_in726: f32, %_out727: f32):
        linalg.yield %_in726 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_729 = tensor.collapse_shape %_728 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_730 = tensor.expand_shape %_729 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_731 = tensor.collapse_shape %_694 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_732 = tensor.expand_shape %_731 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_733 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_734 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_735 = linalg.fill ins(%_733 : f32) outs(%_734 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_736 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_730, %_732 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_735 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_737 = tensor.collapse_shape %_736 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":91:14)
    %_738 = tensor.expand_shape %_737 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_739 = tensor.collapse_shape %_738 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_740 = tensor.expand_shape %_739 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_741 = tensor.collapse_shape %_724 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_742 = tensor.expand_shape %_741 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":89:16)
    %_743 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_742 : tensor<1x4x2x2xf32>) outs(%_743 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in744: f32, %_out745: f32):
        linalg.yield %_in744 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_747 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_80 : tensor<1x2x4x2xf32>) outs(%_747 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in748: f32, %_out749: f32):
        linalg.yield %_in748 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_751 = tensor.collapse_shape %_746 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_752 = tensor.collapse_shape %_750 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_753 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_754 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_755 = linalg.fill ins(%_753 : f32) outs(%_754 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_756 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_751, %_752 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_755 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_757 = tensor.expand_shape %_756 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_758 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239 : tensor<1x2x4x4xf32>) outs(%_758 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in759: f32, %_out760: f32):
        linalg.yield %_in759 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_762 = tensor.collapse_shape %_761 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_763 = tensor.collapse_shape %_746 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_764 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_765 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_766 = linalg.fill ins(%_764 : f32) outs(%_765 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_767 = linalg.batch_matmul ins(%_762, %_763 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_766 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_768 = tensor.expand_shape %_767 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_769 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_757, %_239 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_769 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in770: f32, %_in771: f32, %_out772: f32):
        %_773 = arith.mulf %_in770, %_in771 : f32
        linalg.yield %_773 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_775 = arith.constant 0x80000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_776 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_777 = linalg.fill ins(%_775 : f32) outs(%_776 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_774 : tensor<1x2x4x4xf32>) outs(%_777 : tensor<1x2x4xf32>) {
      ^bb0(%_in778: f32, %_out779: f32):
        %_780 = arith.addf %_in778, %_out779 : f32
        linalg.yield %_780 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_782 = tensor.collapse_shape %_781 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_adamw_step.kina":86:15)
    %_783 = tensor.expand_shape %_782 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_adamw_step.kina":86:15)
    %_784 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_783 : tensor<1x2x4x1xf32>) outs(%_784 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in785: f32, %_out786: f32):
        linalg.yield %_in785 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_788 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_757, %_787 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_788 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in789: f32, %_in790: f32, %_out791: f32):
        %_792 = arith.subf %_in789, %_in790 : f32
        linalg.yield %_792 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_794 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239, %_793 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_794 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in795: f32, %_in796: f32, %_out797: f32):
        %_798 = arith.mulf %_in795, %_in796 : f32
        linalg.yield %_798 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_800 = arith.constant 0x80000000 : f32 loc("storylm0_adamw_step.kina":84:14)
    %_801 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_802 = linalg.fill ins(%_800 : f32) outs(%_801 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_799 : tensor<1x2x4x4xf32>) outs(%_802 : tensor<1x4x4xf32>) {
      ^bb0(%_in803: f32, %_out804: f32):
        %_805 = arith.addf %_in803, %_out804 : f32
        linalg.yield %_805 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_807 = tensor.collapse_shape %_806 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":84:14)
    %_808 = tensor.expand_shape %_807 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_809 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_799, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_809 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in810: f32, %_in811: f32, %_out812: f32):
        %_813 = arith.mulf %_in810, %_in811 : f32
        linalg.yield %_813 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_815 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_799, %_91 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_815 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in816: f32, %_in817: f32, %_out818: f32):
        %_819 = arith.mulf %_in816, %_in817 : f32
        linalg.yield %_819 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_821 = arith.constant 0x80000000 : f32 loc("storylm0_adamw_step.kina":82:15)
    %_822 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_823 = linalg.fill ins(%_821 : f32) outs(%_822 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_827 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_820 : tensor<1x2x4x4xf32>) outs(%_823 : tensor<1x2x4xf32>) {
      ^bb0(%_in824: f32, %_out825: f32):
        %_826 = arith.addf %_in824, %_out825 : f32
        linalg.yield %_826 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_828 = arith.constant 0x80000000 : f32 loc("storylm0_adamw_step.kina":82:15)
    %_829 = tensor.empty() : tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_830 = linalg.fill ins(%_828 : f32) outs(%_829 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%_827 : tensor<1x2x4xf32>) outs(%_830 : tensor<1xf32>) {
      ^bb0(%_in831: f32, %_out832: f32):
        %_833 = arith.addf %_in831, %_out832 : f32
        linalg.yield %_833 : f32
      } -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_835 = tensor.expand_shape %_834 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_836 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_84 : tensor<1x2x2x4xf32>) outs(%_836 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in837: f32, %_out838: f32):
        linalg.yield %_in837 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_840 = tensor.collapse_shape %_814 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_841 = tensor.collapse_shape %_839 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_842 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_843 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_844 = linalg.fill ins(%_842 : f32) outs(%_843 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_845 = linalg.batch_matmul ins(%_840, %_841 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_844 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_846 = tensor.expand_shape %_845 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_847 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_68 : tensor<1x2x4x2xf32>) outs(%_847 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in848: f32, %_out849: f32):
        linalg.yield %_in848 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_851 = tensor.collapse_shape %_850 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_852 = tensor.collapse_shape %_814 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_853 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_854 = tensor.empty() : tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_855 = linalg.fill ins(%_853 : f32) outs(%_854 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_856 = linalg.batch_matmul {kina.tile = [2, 4, 1], kina.block = [0, 0, 0]} ins(%_851, %_852 : tensor<2x2x4xf32>, tensor<2x4x4xf32>) outs(%_855 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_857 = tensor.expand_shape %_856 [[0, 1], [2], [3]] output_shape [1, 2, 2, 4] : tensor<2x2x4xf32> into tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_858 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_857 : tensor<1x2x2x4xf32>) outs(%_858 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in859: f32, %_out860: f32):
        linalg.yield %_in859 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_862 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_768 : tensor<1x2x4x2xf32>) outs(%_862 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in863: f32, %_out864: f32):
        linalg.yield %_in863 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_866 = tensor.collapse_shape %_865 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_867 = tensor.expand_shape %_866 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":78:12)
    %_868 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_861 : tensor<1x2x4x2xf32>) outs(%_868 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in869: f32, %_out870: f32):
        linalg.yield %_in869 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_872 = tensor.collapse_shape %_871 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_873 = tensor.expand_shape %_872 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":76:12)
    %_874 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_846 : tensor<1x2x4x2xf32>) outs(%_874 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in875: f32, %_out876: f32):
        linalg.yield %_in875 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_878 = tensor.collapse_shape %_877 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_879 = tensor.expand_shape %_878 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":74:12)
    %_880 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_880 : tensor<1x4x4xf32>) {
      ^bb0(%_in881: f32, %_out882: f32):
        linalg.yield %_in881 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_884 = tensor.collapse_shape %_867 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_885 = tensor.expand_shape %_884 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_886 = tensor.collapse_shape %_883 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_887 = tensor.expand_shape %_886 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_888 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_889 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_890 = linalg.fill ins(%_888 : f32) outs(%_889 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_891 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_885, %_887 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_890 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_892 = tensor.collapse_shape %_891 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_893 = tensor.expand_shape %_892 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_894 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_897 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_894 : tensor<1x4x4xf32>) {
      ^bb0(%_in895: f32, %_out896: f32):
        linalg.yield %_in895 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_898 = tensor.collapse_shape %_897 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_899 = tensor.expand_shape %_898 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_900 = tensor.collapse_shape %_867 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_901 = tensor.expand_shape %_900 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_902 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_903 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_904 = linalg.fill ins(%_902 : f32) outs(%_903 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_905 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_899, %_901 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_904 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_906 = tensor.collapse_shape %_905 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":73:11)
    %_907 = tensor.expand_shape %_906 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_908 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_694, %_893 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_908 : tensor<1x4x4xf32>) {
      ^bb0(%_in909: f32, %_in910: f32, %_out911: f32):
        %_912 = arith.addf %_in909, %_in910 : f32
        linalg.yield %_912 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_914 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_914 : tensor<1x4x4xf32>) {
      ^bb0(%_in915: f32, %_out916: f32):
        linalg.yield %_in915 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_918 = tensor.collapse_shape %_873 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_919 = tensor.expand_shape %_918 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_920 = tensor.collapse_shape %_917 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_921 = tensor.expand_shape %_920 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_922 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_923 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_924 = linalg.fill ins(%_922 : f32) outs(%_923 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_925 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_919, %_921 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_924 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_926 = tensor.collapse_shape %_925 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_927 = tensor.expand_shape %_926 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_928 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_928 : tensor<1x4x4xf32>) {
      ^bb0(%_in929: f32, %_out930: f32):
        linalg.yield %_in929 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_932 = tensor.collapse_shape %_931 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_933 = tensor.expand_shape %_932 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_934 = tensor.collapse_shape %_873 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_935 = tensor.expand_shape %_934 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_936 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_937 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_938 = linalg.fill ins(%_936 : f32) outs(%_937 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_939 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_933, %_935 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_938 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_940 = tensor.collapse_shape %_939 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":72:11)
    %_941 = tensor.expand_shape %_940 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_942 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_947 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_913, %_927 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_942 : tensor<1x4x4xf32>) {
      ^bb0(%_in943: f32, %_in944: f32, %_out945: f32):
        %_946 = arith.addf %_in943, %_in944 : f32
        linalg.yield %_946 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_948 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_948 : tensor<1x4x4xf32>) {
      ^bb0(%_in949: f32, %_out950: f32):
        linalg.yield %_in949 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_952 = tensor.collapse_shape %_879 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_953 = tensor.expand_shape %_952 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_954 = tensor.collapse_shape %_951 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_955 = tensor.expand_shape %_954 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_956 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_957 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_958 = linalg.fill ins(%_956 : f32) outs(%_957 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_959 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_953, %_955 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_958 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_960 = tensor.collapse_shape %_959 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_961 = tensor.expand_shape %_960 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_962 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_962 : tensor<1x4x4xf32>) {
      ^bb0(%_in963: f32, %_out964: f32):
        linalg.yield %_in963 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_966 = tensor.collapse_shape %_965 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_967 = tensor.expand_shape %_966 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_968 = tensor.collapse_shape %_879 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_969 = tensor.expand_shape %_968 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_970 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_971 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_972 = linalg.fill ins(%_970 : f32) outs(%_971 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_973 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_967, %_969 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_972 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_974 = tensor.collapse_shape %_973 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":71:11)
    %_975 = tensor.expand_shape %_974 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_976 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_947, %_961 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_976 : tensor<1x4x4xf32>) {
      ^bb0(%_in977: f32, %_in978: f32, %_out979: f32):
        %_980 = arith.addf %_in977, %_in978 : f32
        linalg.yield %_980 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_982 = tensor.collapse_shape %_907 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_983 = tensor.expand_shape %_982 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_984 = tensor.collapse_shape %_941 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_985 = tensor.expand_shape %_984 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_986 = tensor.collapse_shape %_975 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_987 = tensor.expand_shape %_986 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_988 = tensor.collapse_shape %token_ids [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_adamw_step.kina":67:11)
    %_989 = tensor.collapse_shape %_981 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":67:11)
    %_990 = tensor.expand_shape %_989 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_991 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":67:11)
    %_992 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_993 = linalg.fill ins(%_991 : f32) outs(%_992 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_1009 = arith.constant 0 : index loc("storylm0_adamw_step.kina":67:11)
    %_1010 = arith.constant 1 : index loc("storylm0_adamw_step.kina":67:11)
    %_1011 = arith.constant 4 : index loc("storylm0_adamw_step.kina":67:11)
    %_1012 = arith.constant 8 : index loc("storylm0_adamw_step.kina":67:11)
    %_1013 = scf.for %_994 = %_1009 to %_1011 step %_1010 iter_args(%_995 = %_993) -> (tensor<8x4xf32>) {
          %_996 = tensor.extract %_988[%_994] : tensor<4xi64>
          %_997 = arith.index_cast %_996 : i64 to index
          %_998 = arith.cmpi sge, %_997, %_1009 : index
          %_999 = arith.cmpi slt, %_997, %_1012 : index
          %_1000 = arith.andi %_998, %_999 : i1
          %_1001 = scf.if %_1000 -> (tensor<8x4xf32>) {
            %_1002 = tensor.extract_slice %_995[%_997, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
            %_1003 = tensor.extract_slice %_990[%_994, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
            %_1005 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_1003 : tensor<1x4xf32>) outs(%_1002 : tensor<1x4xf32>) {
            ^bb0(%_1007: f32, %_1008: f32):
              %_1004 = arith.addf %_1008, %_1007 : f32
              linalg.yield %_1004 : f32
            } -> tensor<1x4xf32>
            %_1006 = tensor.insert_slice %_1005 into %_995[%_997, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
            scf.yield %_1006 : tensor<8x4xf32>
          } else {
            scf.yield %_995 : tensor<8x4xf32>
          }
          scf.yield %_1001 : tensor<8x4xf32>
        } loc("storylm0_adamw_step.kina":67:11)
    %_1014 = arith.constant 0 : i64 loc("storylm0_adamw_step.kina":67:11)
    %_1015 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_1016 = linalg.fill ins(%_1014 : i64) outs(%_1015 : tensor<i64>) -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1016 : tensor<i64>) {
      ^bb0(%_in1017: i64, %_out1018: i64):
        %_1019 = arith.constant 0 : i64
        %_1020 = arith.cmpi sge, %_in1017, %_1019 : i64
        %_1021 = arith.constant 7 : i64
        %_1022 = arith.cmpi sle, %_in1017, %_1021 : i64
        %_1023 = arith.andi %_1020, %_1022 : i1
        %_1024 = arith.constant 0 : i64
        %_1025 = arith.constant 6 : i64
        %_1026 = arith.select %_1023, %_1024, %_1025 : i64
        %_1027 = arith.maxsi %_out1018, %_1026 : i64
        linalg.yield %_1027 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_1029 = tensor.empty() : tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    %_1036 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_527, %_1028 : tensor<i64>, tensor<i64>) outs(%_1029 : tensor<i64>) {
      ^bb0(%_in1030: i64, %_in1031: i64, %_out1032: i64):
        %_1033 = arith.constant 0 : i64
        %_1034 = arith.cmpi ne, %_in1030, %_1033 : i64
        %_1035 = arith.select %_1034, %_in1030, %_in1031 : i64
        linalg.yield %_1035 : i64
      } -> tensor<i64> loc("storylm0_adamw_step.kina":67:11)
    func.return %_470, %_1013, %_808, %_835, %_987, %_985, %_983, %_740, %_710, %_1036 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @kina.u.step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @kina.u.storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":130:5)
    %_call2:3 = func.call @kina.u.adamw_8x4(%token_embedding, %_call1#1, %m_emb, %v_emb, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) loc("storylm0_adamw_step.kina":134:44)
    %_call3:3 = func.call @kina.u.adamw_4x4(%wq, %_call1#4, %m_wq, %v_wq, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":135:41)
    %_call4:3 = func.call @kina.u.adamw_4x4(%wk, %_call1#5, %m_wk, %v_wk, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":136:41)
    %_call5:3 = func.call @kina.u.adamw_4x4(%wv, %_call1#6, %m_wv, %v_wv, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":137:41)
    %_call6:3 = func.call @kina.u.adamw_4x4(%wo, %_call1#7, %m_wo, %v_wo, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":138:41)
    %_call7:3 = func.call @kina.u.adamw_4x8(%lm_head, %_call1#8, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":139:41)
    func.return %_call1#0, %_call2#0, %_call2#1, %_call2#2, %_call3#0, %_call3#1, %_call3#2, %_call4#0, %_call4#1, %_call4#2, %_call5#0, %_call5#1, %_call5#2, %_call6#0, %_call6#1, %_call6#2, %_call7#0, %_call7#1, %_call7#2, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":101:1)
  } loc("storylm0_adamw_step.kina":101:1)
  func.func @kina.u.main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:20 = func.call @kina.u.step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %m_emb, %v_emb, %m_wq, %v_wq, %m_wk, %v_wk, %m_wv, %v_wv, %m_wo, %v_wo, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_adamw_step.kina":171:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7, %_call1#8, %_call1#9, %_call1#10, %_call1#11, %_call1#12, %_call1#13, %_call1#14, %_call1#15, %_call1#16, %_call1#17, %_call1#18, %_call1#19 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_adamw_step.kina":143:1)
  } loc("storylm0_adamw_step.kina":143:1)
}
